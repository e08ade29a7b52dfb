-- Account deletion through the server only, and never half done (issue 29, finding 2).
--
-- 1. public.delete_my_account() was callable by any signed-in token through the Data API
--    (/rest/v1/rpc/delete_my_account): a stolen or signed-out token could empty an account,
--    and the auth user and the files stayed behind. Now no API role may execute it
--    (service_role neither): the account-deletion action calls it as the database owner, after checking
--    the e-mail the customer typed, in the transaction that also removes the auth user
--    (lib/account/deletion.ts).
-- 2. public.deletion_leftovers: what remains to remove once that transaction has committed, written
--    in the same transaction: the files of the deleted documents (storage cannot join a database
--    transaction) and, on hosted Supabase, the auth user (removed through the Auth admin API). Each
--    row is deleted once its removal succeeded; rows left by a failure or a process that died are
--    swept at the next start and after every later deletion (sweepDeletionLeftovers).

revoke execute on function public.delete_my_account() from public, anon, authenticated, service_role;

create table public.deletion_leftovers (
  id bigint generated always as identity primary key,
  -- 'document_file': a key in the application-documents bucket; 'auth_user': an auth.users id
  -- (hosted Supabase only: the embedded auth user goes in the deletion's own transaction).
  kind text not null check (kind in ('document_file', 'auth_user')),
  target text not null check (char_length(target) between 1 and 512),
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  unique (kind, target)
);
create index deletion_leftovers_created_idx on public.deletion_leftovers (created_at);

-- The server's own bookkeeping: no API role reads or writes it (RLS on, no policy).
alter table public.deletion_leftovers enable row level security;
revoke all on public.deletion_leftovers from anon, authenticated;
