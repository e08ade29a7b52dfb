-- Who uploaded each file of the application-documents bucket (issue 29, finding 3). An upload key
-- used to be a bearer capability: any account that knew another customer's key could attach the
-- file to its own application, download it, and delete it with its account. Now every stored file
-- has a row here naming its uploader, a signed-in account or, before sign-in, the SHA-256 of the
-- anonymous wizard draft's token (the token itself stays in that browser), with the size and the
-- SHA-256 of its bytes as they were stored. A customer attaches only files of their own: the
-- insert policy of application_documents checks it, on the embedded backend as on Supabase.
--
-- An anonymous draft's uploads become the account's when it signs in and submits with the token
-- (claim_uploads). Files nothing names are swept after a day (lib/applications/orphan-uploads.ts),
-- and their row with them.

create table public.uploads (
  key text primary key check (key ~ '^[0-9a-f-]{36}\.(pdf|jpg|png)$'),
  owner_id uuid references auth.users (id) on delete cascade,
  draft_token_hash text check (draft_token_hash ~ '^[0-9a-f]{64}$'),
  -- What it was sent as: a wizard's document, a proof of payment, a file with an answer, or a
  -- document staff deliver.
  purpose text not null check (purpose in ('document', 'payment_proof', 'reply', 'delivered')),
  mime_type text not null check (mime_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 10485760),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  constraint uploads_one_uploader check (num_nonnulls(owner_id, draft_token_hash) = 1)
);
-- The per-account limits count an account's recent uploads of one purpose.
create index uploads_owner_idx on public.uploads (owner_id, purpose, created_at) where owner_id is not null;
create index uploads_draft_idx on public.uploads (draft_token_hash) where draft_token_hash is not null;

alter table public.uploads enable row level security;
-- Supabase's default privileges grant everything to anon and authenticated; take it back.
revoke all on public.uploads from anon, authenticated;
grant insert on public.uploads to anon;
grant select, insert on public.uploads to authenticated;
grant select, insert, update, delete on public.uploads to service_role;

-- Before sign-in the upload names the draft's token (hashed); after, the account itself.
create policy "uploads: record anonymous" on public.uploads
  for insert to anon with check (owner_id is null and draft_token_hash is not null and purpose = 'document');
create policy "uploads: record own" on public.uploads
  for insert to authenticated with check (owner_id = (select auth.uid()) and draft_token_hash is null);
create policy "uploads: read own" on public.uploads
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "uploads: staff read" on public.uploads
  for select to authenticated using ((select public.get_current_user_role()) = 'admin');

-- The signed-in caller takes over the uploads of the anonymous draft whose token hashes to
-- `token_hash` (knowing the token is what proves they made them). Returns the keys taken over.
create function public.claim_uploads(token_hash text)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign in to claim uploads' using errcode = '42501';
  end if;
  return query
    update public.uploads set owner_id = auth.uid(), draft_token_hash = null
    where draft_token_hash = token_hash and owner_id is null
    returning key;
end;
$$;
revoke execute on function public.claim_uploads(text) from public, anon;
grant execute on function public.claim_uploads(text) to authenticated;

-- A customer (and staff) attach only files they uploaded themselves.
drop policy "application_documents: attach own" on public.application_documents;
create policy "application_documents: attach own" on public.application_documents
  for insert to authenticated with check (
    owner_id = (select auth.uid())
    and uploaded_by = (select auth.uid())
    and exists (
      select 1 from public.uploads u
      where u.key = storage_path and u.owner_id = (select auth.uid())
    )
    and exists (
      select 1 from public.applications a
      where a.id = application_id and a.owner_id = (select auth.uid())
        and case kind
          when 'submitted' then a.status in ('draft', 'submitted')
          when 'payment_proof' then a.status not in ('draft', 'completed', 'rejected', 'cancelled')
          when 'reply' then a.status = 'awaiting_customer'
          else false
        end
    )
  );
drop policy "application_documents: staff add" on public.application_documents;
create policy "application_documents: staff add" on public.application_documents
  for insert to authenticated
  with check (
    (select public.get_current_user_role()) = 'admin'
    and uploaded_by = (select auth.uid())
    and exists (
      select 1 from public.uploads u
      where u.key = storage_path and u.owner_id = (select auth.uid())
    )
  );

-- Storage paths are looked up when a file is swept or an account deleted: is another row naming it?
create index application_documents_path_idx on public.application_documents (storage_path);
