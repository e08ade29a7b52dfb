-- Issue 28, item 9: the staff queue's search finds the company or business name, which lives in
-- the application's answers (`data`), under the key its wizard gives it:
--   companyName      UK, Ghana, US formations, annual reports and tax filings
--   proposedName     Canada
--   proposedName1-4  Nigeria (company, business name, non-profit), South Africa
--   entityName       Nigeria's annual returns and tax filing
--   ownerName        the trademark's applicant (UK, USA)
-- `search_text` gathers them with the reference, kept by the database on every write (a stored
-- generated column: no caller can forget it). A wizard that names the company under a new key
-- needs a migration that redefines the column (tests/integration/admin/staff-search.test.ts
-- checks every definition's name fields against it).
--
-- Searched anywhere in the text (ILIKE '%term%'), so a trigram index (pg_trgm: PGlite loads it,
-- lib/db/database.ts; Supabase and PostgreSQL ship it) rather than a B-tree; the customer's name
-- and e-mail, in profiles, get one too. Under row-level security the planner may not use them
-- (ILIKE is not leakproof, so it runs after the policies, row by row: 25,000 applications took
-- 150-200 ms), so the search runs in a security-definer function that applies the same rule as
-- the policies itself (staff: every submitted application; anyone else: their own) and returns
-- the matching ids from the indexes.

create extension if not exists pg_trgm with schema extensions;

alter table public.applications
  add column search_text text generated always as (
    coalesce(reference, '')
    || ' ' || coalesce(data ->> 'companyName', '')
    || ' ' || coalesce(data ->> 'proposedName', '')
    || ' ' || coalesce(data ->> 'proposedName1', '')
    || ' ' || coalesce(data ->> 'proposedName2', '')
    || ' ' || coalesce(data ->> 'proposedName3', '')
    || ' ' || coalesce(data ->> 'proposedName4', '')
    || ' ' || coalesce(data ->> 'entityName', '')
    || ' ' || coalesce(data ->> 'ownerName', '')
  ) stored;

-- Drafts are never in the queue.
create index applications_search_idx on public.applications
  using gin (search_text extensions.gin_trgm_ops) where status <> 'draft';

create index profiles_search_idx on public.profiles
  using gin ((full_name || ' ' || email) extensions.gin_trgm_ops);

-- `pattern` is a LIKE pattern (the server escapes the staff's term and adds the % around it);
-- at most `cap` ids come back: past it the term is common, and the queue is better read in its
-- own order, row by row, until a page is full (lib/applications/admin-queries.ts).
create function public.search_applications(pattern text, cap integer)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  with caller as (
    select (select public.get_current_user_role()) = 'admin' as staff, (select auth.uid()) as uid
  )
  select id from (
    select a.id from public.applications a, caller c
    where a.status <> 'draft' and a.search_text ilike pattern and (c.staff or a.owner_id = c.uid)
    union
    select a.id from public.profiles p join public.applications a on a.owner_id = p.id, caller c
    where a.status <> 'draft' and (p.full_name || ' ' || p.email) ilike pattern
      and (c.staff or a.owner_id = c.uid)
  ) found
  limit cap
$$;
revoke execute on function public.search_applications(text, integer) from public, anon;
grant execute on function public.search_applications(text, integer) to authenticated, service_role;
