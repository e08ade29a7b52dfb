-- Issue 37, "A door for software and AI assistants": personal access tokens for /api/v1 and the
-- MCP server (/api/mcp). A token is `rgpat_` + 32 random bytes (base64url); only its SHA-256 is
-- kept (the secret is shown once, when it is made), with its first characters for the list.
-- Revoking sets revoked_at: the lookup refuses the token from that statement on (401 at once).
--
-- Who may do what:
--   a customer  reads, makes and revokes their own tokens (name, scope fixed at creation);
--   staff       nothing more than a customer (a token is a secret of its owner's);
--   the API     looks a token up by its hash as the service role and records its last use.

create table public.api_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  scope text not null check (scope in ('read', 'read_order')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The recognisable start of the secret (`rgpat_` and 4 characters), to tell tokens apart.
  token_hint text not null check (char_length(token_hint) between 6 and 16),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_tokens_user_id_idx on public.api_tokens (user_id);

alter table public.api_tokens enable row level security;
revoke all on public.api_tokens from anon;

create policy "api_tokens: own read" on public.api_tokens
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "api_tokens: own insert" on public.api_tokens
  for insert to authenticated
  with check (user_id = (select auth.uid()) and revoked_at is null and last_used_at is null);
-- Only revoking is an update a customer makes; the columns are limited by the grant below.
create policy "api_tokens: own revoke" on public.api_tokens
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and revoked_at is not null);

revoke update on public.api_tokens from authenticated;
grant update (revoked_at) on public.api_tokens to authenticated;
