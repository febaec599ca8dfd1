-- The hosted sender for public.email_outbox (api/outbox/send.ts, a Vercel cron; the local stack's relay uses
-- the same two functions). A run claims due rows with `for update skip locked` and a lease, so concurrent
-- runs never take the same row; each row is then marked sent, or scheduled again with exponential backoff
-- (1, 2, 4 … 64 minutes) and given up after 8 attempts. A run that dies mid-batch leaves its rows to be
-- claimed again when the lease ends.
alter table public.email_outbox
  add column attempts int not null default 0,
  add column next_attempt_at timestamptz not null default now(),
  add column claimed_until timestamptz,
  add column last_error text,
  add column failed_at timestamptz;
create index email_outbox_due_idx on public.email_outbox (next_attempt_at, created_at)
  where sent_at is null and failed_at is null;

create function public.claim_email_outbox(
  batch int default 20, lease_seconds int default 120, as_of timestamptz default now())
returns setof public.email_outbox
language sql security definer set search_path = '' as $$
  update public.email_outbox o
  set claimed_until = as_of + make_interval(secs => greatest(coalesce(lease_seconds, 120), 10)),
      attempts = o.attempts + 1
  where o.id in (
    select d.id from public.email_outbox d
    where d.sent_at is null and d.failed_at is null and d.next_attempt_at <= as_of
      and (d.claimed_until is null or d.claimed_until <= as_of)
    order by d.next_attempt_at, d.created_at
    limit least(greatest(coalesce(batch, 20), 1), 200)
    for update skip locked)
  returning o.*
$$;
revoke execute on function public.claim_email_outbox(int, int, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(int, int, timestamptz) to service_role;

-- failure null: delivered. Otherwise the next attempt waits 2^(attempts-1) minutes; the 8th failure is final.
create function public.finish_email_outbox(message uuid, failure text default null, as_of timestamptz default now())
returns text
language plpgsql security definer set search_path = '' as $$
declare
  msg public.email_outbox;
begin
  select * into msg from public.email_outbox o where o.id = message and o.sent_at is null for update;
  if msg.id is null then
    return 'unknown';
  end if;
  if failure is null then
    update public.email_outbox set sent_at = as_of, claimed_until = null, last_error = null where id = message;
    return 'sent';
  end if;
  if msg.attempts >= 8 then
    update public.email_outbox set failed_at = as_of, claimed_until = null, last_error = left(failure, 500) where id = message;
    return 'failed';
  end if;
  update public.email_outbox
  set next_attempt_at = as_of + make_interval(mins => power(2, greatest(msg.attempts - 1, 0))::int),
      claimed_until = null, last_error = left(failure, 500)
  where id = message;
  return 'retry';
end $$;
revoke execute on function public.finish_email_outbox(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_email_outbox(uuid, text, timestamptz) to service_role;

-- Server code with the service role may queue mail too (and tests queue it directly).
grant insert on public.email_outbox to service_role;
