-- Ghana's customers pay by mobile money (MTN MoMo, Telecel Cash, AT Money): a fourth payment
-- method. The network paid from is kept in `bank`, as the bank dialled is for USSD.
alter table public.payments drop constraint payments_method_check;
alter table public.payments add constraint payments_method_check
  check (method in ('bank_transfer', 'ussd', 'qr', 'mobile_money'));
