-- An amount says what it is for: "$2,500 per month" is a stipend, "$2,500 one-off" a prize.
alter table public.opportunities
  add column amount_period text
    constraint opportunities_amount_period check (amount_period in ('hour', 'month', 'year', 'one_off'));
comment on column public.opportunities.amount_period is
  'What amount_min/amount_max are per: hour, month, year, or one_off (a prize, grant or cheque); null when unknown.';
