-- Drafts everywhere (issue 19): what a signed-in customer types in a wizard step is saved as they
-- type, before "Save and continue", so a reload or another device finds it. Those answers are
-- unvalidated, so they live apart from `data` (the steps the server validated and counts in
-- last_completed_step): a flat object of field name → value, merged over `data` only to refill
-- the form, never read by submission (which validates what the browser sends) or by staff.
-- The customer may write it on their own draft like `data` (the write trigger and the
-- "edit own draft" policy already allow it); the size check is a backstop behind the action's.
alter table public.applications
  add column pending_answers jsonb not null default '{}'::jsonb;

alter table public.applications
  add constraint applications_pending_answers_object
  check (jsonb_typeof(pending_answers) = 'object' and pg_column_size(pending_answers) <= 262144);
