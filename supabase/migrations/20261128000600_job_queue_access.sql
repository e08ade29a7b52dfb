-- Who may reach the job queue (issue 30), and the audit record of a staff retry.
--
-- pg-boss's tables hold rendered mails (addresses, names, links). Only the server reaches them,
-- as the schema's owner (the connection's own role, which `lib/jobs/enqueue.ts` switches back to
-- for the insert). No API role (anon, authenticated, service_role) is granted the schema, and
-- row-level security is on for every table in it with no policy: a grant made by mistake later
-- would still show nothing. The owner is not subject to it (no FORCE), so pg-boss works as before.
revoke all on schema pgboss from public;
do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'pgboss' and c.relkind in ('r', 'p')
  loop
    execute format('alter table pgboss.%I enable row level security', t.relname);
  end loop;
end;
$$;

-- Staff retry a failed job from /admin/system: `job.retried`, target type `job`.
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'payment', 'document', 'user_role', 'contact_message', 'career_application', 'job'
));
