-- Pitch teams: `pitches.team_ids` names members of the platform. A founder may name only members
-- they can see (public profiles, their associates), not themselves, not someone either side has
-- blocked, each once, at most 12. Who reads a published pitch sees the team through `profiles`' own
-- RLS, so a private member on a team stays hidden from investors who may not see them.

create function private.check_pitch_team() returns trigger
language plpgsql set search_path = '' as $$
declare
  wanted uuid[];
  added uuid[];
  known int;
begin
  if new.team_ids is null then
    new.team_ids := '{}';
  end if;
  if tg_op = 'UPDATE' and new.team_ids is not distinct from old.team_ids then
    return new;
  end if;
  -- Each once, in the order given, without the founder.
  select coalesce(array_agg(t.id order by t.first), '{}') into wanted
  from (select u.id, min(u.ord) as first from unnest(new.team_ids) with ordinality as u (id, ord)
        where u.id is not null and u.id <> new.founder_id group by u.id) t;
  if cardinality(wanted) > 12 then
    raise exception 'A team lists at most 12 members' using errcode = '22023';
  end if;
  -- Only names new to the team are checked (a member already on it may since have gone private).
  added := array(select w from unnest(wanted) w
                 where tg_op = 'INSERT' or not w = any (coalesce(old.team_ids, '{}')));
  -- Runs as the caller: under RLS a member sees only the profiles they may see.
  select count(*) into known from public.profiles p where p.id = any (added);
  if known <> cardinality(added) then
    raise exception 'Team members must be members of the network' using errcode = '22023';
  end if;
  if current_user = 'authenticated' and exists (
    select 1 from unnest(added) a (id) where private.blocked_between(new.founder_id, a.id)) then
    raise exception 'Team members must be members of the network' using errcode = '22023';
  end if;
  new.team_ids := wanted;
  return new;
end $$;
create trigger pitches_team before insert or update of team_ids on public.pitches
  for each row execute function private.check_pitch_team();

-- A member who leaves the platform leaves every team.
create function private.leave_pitch_teams() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.pitches set team_ids = array_remove(team_ids, old.id) where team_ids @> array[old.id];
  return old;
end $$;
create trigger profiles_leave_pitch_teams after delete on public.profiles
  for each row execute function private.leave_pitch_teams();

create index pitches_team_ids_idx on public.pitches using gin (team_ids);
