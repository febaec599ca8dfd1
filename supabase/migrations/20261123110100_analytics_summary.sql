-- The dashboard's summary (SPEC §7 GET /api/analytics/me/summary): events per day and type for the
-- caller only. A daily rollup kept by statement triggers makes the read cost depend on the range
-- (at most days × types rows, read through the primary key), not on how many events a member has
-- nor on how large analytics_events grows.

create table public.analytics_daily (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  event_type text not null,
  count bigint not null default 0,
  primary key (owner_id, day, event_type)
);
alter table public.analytics_daily enable row level security;

create policy "owners read their daily activity" on public.analytics_daily
  for select to authenticated using (owner_id = (select auth.uid()));
revoke all on public.analytics_daily from anon;
revoke insert, update, delete, truncate on public.analytics_daily from authenticated;
grant select on public.analytics_daily to authenticated;

create function private.analytics_daily_add() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.analytics_daily as d (owner_id, day, event_type, count)
    select owner_id, day, event_type, count(*) from added group by owner_id, day, event_type
    on conflict (owner_id, day, event_type) do update set count = d.count + excluded.count;
  return null;
end $$;
create trigger analytics_events_rollup_insert after insert on public.analytics_events
  referencing new table as added for each statement execute function private.analytics_daily_add();

create function private.analytics_daily_remove() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.analytics_daily d set count = d.count - r.n
    from (select owner_id, day, event_type, count(*) as n from removed group by owner_id, day, event_type) r
    where d.owner_id = r.owner_id and d.day = r.day and d.event_type = r.event_type;
  delete from public.analytics_daily d using (select distinct owner_id, day, event_type from removed) r
    where d.owner_id = r.owner_id and d.day = r.day and d.event_type = r.event_type and d.count <= 0;
  return null;
end $$;
create trigger analytics_events_rollup_delete after delete on public.analytics_events
  referencing old table as removed for each statement execute function private.analytics_daily_remove();

-- Re-dating events (the seed moves them to the time of what caused them) moves their counts too.
create function private.analytics_daily_move() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.analytics_daily d set count = d.count - r.n
    from (select owner_id, day, event_type, count(*) as n from removed group by owner_id, day, event_type) r
    where d.owner_id = r.owner_id and d.day = r.day and d.event_type = r.event_type;
  insert into public.analytics_daily as d (owner_id, day, event_type, count)
    select owner_id, day, event_type, count(*) from added group by owner_id, day, event_type
    on conflict (owner_id, day, event_type) do update set count = d.count + excluded.count;
  delete from public.analytics_daily d using (select distinct owner_id, day, event_type from removed) r
    where d.owner_id = r.owner_id and d.day = r.day and d.event_type = r.event_type and d.count <= 0;
  return null;
end $$;
create trigger analytics_events_rollup_update after update on public.analytics_events
  referencing old table as removed new table as added for each statement execute function private.analytics_daily_move();

revoke execute on function private.analytics_daily_add() from public, anon, authenticated;
revoke execute on function private.analytics_daily_remove() from public, anon, authenticated;
revoke execute on function private.analytics_daily_move() from public, anon, authenticated;

insert into public.analytics_daily (owner_id, day, event_type, count)
  select owner_id, day, event_type, count(*) from public.analytics_events group by owner_id, day, event_type;

-- The caller's events of the `days` UTC days ending `ends_days_ago` days before today (0: today
-- included), as { totalEvents, daily: [{ day, event_type, count }] }, oldest day first.
create function public.analytics_summary(days int default 14, ends_days_ago int default 0) returns json
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  last_day date := (now() at time zone 'utc')::date - ends_days_ago;
  result json;
begin
  if me is null then
    raise exception 'Sign in to see your analytics' using errcode = '42501';
  end if;
  if days is null or days < 1 or days > 365 then
    raise exception 'days must be a whole number from 1 to 365' using errcode = '22023';
  end if;
  if ends_days_ago is null or ends_days_ago < 0 or ends_days_ago > 365 then
    raise exception 'ends_days_ago must be a whole number from 0 to 365' using errcode = '22023';
  end if;
  select json_build_object(
    'totalEvents', coalesce(sum(d.count), 0),
    'daily', coalesce(json_agg(json_build_object('day', d.day, 'event_type', d.event_type, 'count', d.count)
      order by d.day, d.event_type), '[]'::json))
  into result
  from public.analytics_daily d
  where d.owner_id = me and d.day > last_day - days and d.day <= last_day;
  return result;
end $$;
revoke execute on function public.analytics_summary(int, int) from public, anon;
grant execute on function public.analytics_summary(int, int) to authenticated;
