-- Issue 34, the corporate compliance plan: the scheduler orders each obligation of a plan company
-- when its window opens (lib/subscriptions/compliance-plan.ts). Its orders are applications of
-- the flow 'compliance-plan-filing' whose answers carry the idempotency key
-- 'compliance-plan:<company id>:<obligation key>': one order per obligation, ever, whatever the
-- number of runs or instances (the job checks first; this index is the guarantee). The
-- applications table's row-level security is unchanged: the owner reads their order, staff work it.
create unique index applications_compliance_plan_key_idx
  on public.applications ((data->>'planKey'))
  where flow = 'compliance-plan-filing';
