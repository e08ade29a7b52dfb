-- The private Supabase Storage bucket that holds the CVs sent with career applications
-- (lib/storage: the server uploads with the service key; nobody reads through the API).
-- 5 MB limit and the two accepted types, as the form states; the server also checks the bytes.
-- Supabase only: the embedded backend keeps uploads under DATA_DIR/uploads and has no storage
-- schema, so this is a no-op there.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values (
      'career-applications',
      'career-applications',
      false,
      5242880,
      array['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
    )
    on conflict (id) do nothing;
  end if;
end
$$;
