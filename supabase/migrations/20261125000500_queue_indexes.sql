-- The staff queue (issue 18) shows each application's payment state and filters on it: a
-- correlated look-up of the application's payments per row. Only pending payments had an index
-- (payments_one_pending_idx); this one serves every state.
create index payments_application_idx on public.payments (application_id, status);
