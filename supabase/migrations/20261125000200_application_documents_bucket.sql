-- The private Supabase Storage bucket for the documents uploaded with applications (identity
-- documents, constitutions, minutes): lib/applications/documents.ts writes them with the
-- service key and nobody reads them through the API. 5 MB and the three accepted types, as the
-- forms state; the server also checks the bytes. Supabase only: the embedded backend keeps files
-- under DATA_DIR/uploads and has no storage schema, so this is a no-op there.
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('application-documents', 'application-documents', false, 5242880, array['application/pdf', 'image/jpeg', 'image/png'])
    on conflict (id) do nothing;
  end if;
end
$$;
