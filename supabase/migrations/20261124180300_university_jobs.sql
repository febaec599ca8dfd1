-- Issue 18: MOU reminders 60 and 14 days before the end date, automatic expiry after it, and
-- discovery filters by verification and the verifying university. Jobs take "now" so tests own the clock.

-- Reminds every party of active MOUs ending within 60 days, then within 14 days; each once.
create function public.send_mou_reminders(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  today date := (as_of at time zone 'UTC')::date;
  sent int := 0;
  m record;
begin
  for m in
    update public.mous set reminded_14_at = as_of, reminded_60_at = coalesce(reminded_60_at, as_of)
    where status = 'active' and reminded_14_at is null and ends_on >= today and ends_on <= today + 14
    returning id, ends_on
  loop
    perform private.notify_mou_parties(m.id, null, 'mou_expiring',
      jsonb_build_object('ends_on', m.ends_on, 'window', 14));
    sent := sent + 1;
  end loop;
  for m in
    update public.mous set reminded_60_at = as_of
    where status = 'active' and reminded_60_at is null and ends_on >= today and ends_on <= today + 60
    returning id, ends_on
  loop
    perform private.notify_mou_parties(m.id, null, 'mou_expiring',
      jsonb_build_object('ends_on', m.ends_on, 'window', 60));
    sent := sent + 1;
  end loop;
  return sent;
end $$;
revoke execute on function public.send_mou_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_mou_reminders(timestamptz) to service_role;

-- Active MOUs whose end date has passed become expired (the end date itself is still covered).
create function public.expire_mous(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  today date := (as_of at time zone 'UTC')::date;
  expired int := 0;
  m record;
begin
  for m in
    update public.mous set status = 'expired', closed_at = as_of
    where status = 'active' and ends_on < today
    returning id
  loop
    perform private.mou_log(m.id, null, 'expired', 'active', 'expired');
    perform private.notify_mou_parties(m.id, null, 'mou_expired');
    expired := expired + 1;
  end loop;
  return expired;
end $$;
revoke execute on function public.expire_mous(timestamptz) from public, anon, authenticated;
grant execute on function public.expire_mous(timestamptz) to service_role;

select cron.schedule('mou-reminders', '17 * * * *', 'select public.send_mou_reminders(now())');
select cron.schedule('mou-expiry', '7 * * * *', 'select public.expire_mous(now())');

-- Discovery (and saved searches) filter by verification and by the verifying university.
create or replace function private.profile_matches(p public.profiles, filters jsonb) returns boolean
language sql stable set search_path = '' as $$
  select
    (coalesce(filters ->> 'q', '') = '' or private.prefix_query(filters ->> 'q') is null
      or private.profile_search_doc(p.name, p.headline, p.bio, p.university, p.skills, p.interests, p.location)
         @@ private.prefix_query(filters ->> 'q'))
    and (jsonb_array_length(coalesce(filters -> 'skills', '[]')) = 0 or exists (
      select 1 from unnest(p.skills) s, jsonb_array_elements_text(filters -> 'skills') f where lower(s) = lower(f)))
    and (jsonb_array_length(coalesce(filters -> 'interests', '[]')) = 0 or exists (
      select 1 from unnest(p.interests) s, jsonb_array_elements_text(filters -> 'interests') f where lower(s) = lower(f)))
    and (jsonb_array_length(coalesce(filters -> 'profile_types', '[]')) = 0
      or p.profile_type in (select jsonb_array_elements_text(filters -> 'profile_types')))
    and (coalesce(filters ->> 'university', '') = '' or p.university ilike '%' || (filters ->> 'university') || '%')
    and (coalesce(filters ->> 'location', '') = '' or p.location ilike '%' || (filters ->> 'location') || '%')
    and (coalesce(filters ->> 'verification', '') = '' or p.verification_status = filters ->> 'verification')
    and (coalesce(filters ->> 'verified_by', '') = '' or p.verified_by::text = filters ->> 'verified_by')
$$;
