-- Applications sent through the career form (/careers/apply). The CV itself lives in the
-- private storage bucket 'career-applications' (Supabase Storage, or DATA_DIR/uploads in
-- embedded mode) under cv_path; this row holds what the form said about it.
--
-- Same rules as contact_messages: the server action inserts with the service role after the
-- captcha, the rate limit and the CV's content check; only admins read and update the status.

create table public.career_applications (
  id uuid primary key default gen_random_uuid(),
  opening_id text not null check (opening_id ~ '^[a-z0-9-]{1,80}$'),
  name text not null check (char_length(name) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  cover_letter text not null check (char_length(cover_letter) between 50 and 5000),
  cv_path text not null unique check (char_length(cv_path) between 1 and 512),
  cv_file_name text not null check (char_length(cv_file_name) between 1 and 255),
  cv_content_type text not null check (
    cv_content_type in ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  ),
  -- At most 5 MB (5 × 1024 × 1024 bytes), the limit the form states.
  cv_size integer not null check (cv_size between 1 and 5242880),
  locale text not null default 'en' check (locale in ('en', 'fr')),
  status text not null default 'new' check (status in ('new', 'reviewing', 'interview', 'declined', 'hired', 'archived')),
  created_at timestamptz not null default now()
);
create index career_applications_created_at_idx on public.career_applications (created_at desc);
create index career_applications_opening_idx on public.career_applications (opening_id);

alter table public.career_applications enable row level security;

revoke all on public.career_applications from anon, authenticated;
grant select, update (status) on public.career_applications to authenticated;

create policy "career_applications: admins read" on public.career_applications
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');
create policy "career_applications: admins update" on public.career_applications
  for update to authenticated
  using ((select public.get_current_user_role()) = 'admin')
  with check ((select public.get_current_user_role()) = 'admin');
