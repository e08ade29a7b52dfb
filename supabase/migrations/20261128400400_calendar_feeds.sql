-- Issue 31, "An ICS feed": a secret URL per account that any calendar app can subscribe to
-- (/api/calendar/<token>.ics). Only the token's SHA-256 is kept: the URL is shown once, when it
-- is made or rotated, and a leaked database gives no working URL. Rotating replaces the hash
-- (the old URL answers 404); turning the feed off deletes the row.
--
-- Who may do what:
--   a customer  reads, makes, rotates and deletes their own feed;
--   staff       nothing more than a customer (a feed is a secret of its owner's);
--   the feed    is read by the route as the service role, by the hash alone.

create table public.calendar_feeds (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  rotated_at timestamptz
);

alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from anon;

create policy "calendar_feeds: own" on public.calendar_feeds
  for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
