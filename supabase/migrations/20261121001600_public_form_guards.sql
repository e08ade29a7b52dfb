-- The public forms' guards (/contact, /careers/apply), kept in the database so that every
-- instance of the app sees the same state and a restart forgets nothing:
-- - captcha_nonces: the captcha challenges already redeemed, each until its challenge expires
--   (after that the challenge's signed expiry refuses it anyway). In memory, a solved captcha
--   could be replayed once on every other instance, and again after each restart.
-- - form_rate_limits: one fixed window per form and client address (lib/security/shared-rate-limit.ts).
--
-- Who may do what: nobody through the API. Only the server's service connection reads and
-- writes these rows (lib/captcha/replay-store.ts, lib/security/shared-rate-limit.ts). Row-level
-- security is on with no policy, and anon and authenticated lose Supabase's default grants, so
-- a visitor holding the public key can neither read the nonces nor reset their own window.

create table public.captcha_nonces (
  nonce text primary key check (char_length(nonce) between 1 and 256),
  expires_at timestamptz not null
);
-- The sweep deletes expired rows by this index.
create index captcha_nonces_expires_at_idx on public.captcha_nonces (expires_at);

create table public.form_rate_limits (
  -- '<form>:<client address>'
  key text primary key check (char_length(key) between 1 and 200),
  -- Attempts counted in the window; capped at the limit + 1 (refusals stop counting there).
  hits integer not null check (hits >= 1),
  reset_at timestamptz not null
);
create index form_rate_limits_reset_at_idx on public.form_rate_limits (reset_at);

alter table public.captcha_nonces enable row level security;
alter table public.form_rate_limits enable row level security;

revoke all on public.captcha_nonces from anon, authenticated;
revoke all on public.form_rate_limits from anon, authenticated;
grant select, insert, update, delete on public.captcha_nonces to service_role;
grant select, insert, update, delete on public.form_rate_limits to service_role;
