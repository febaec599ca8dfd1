-- Issue 33 item 1: skill endorsements from associates and recommendations the recipient approves.

-- The skill as the member lists it (case aside), or null when they do not list it.
create function private.listed_skill(member uuid, skill text) returns text
language sql stable security definer set search_path = '' as $$
  select s from public.profiles p, unnest(p.skills) s
  where p.id = member and lower(btrim(s)) = lower(btrim(skill)) limit 1
$$;
revoke all on function private.listed_skill(uuid, text) from public;
grant execute on function private.listed_skill(uuid, text) to authenticated;

create table public.skill_endorsements (
  member_id uuid not null references public.profiles (id) on delete cascade,
  skill text not null,
  endorser_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint skill_endorsements_skill_length check (char_length(skill) between 1 and 60),
  constraint skill_endorsements_not_self check (member_id <> endorser_id)
);
create unique index skill_endorsements_once on public.skill_endorsements (member_id, lower(skill), endorser_id);
create index skill_endorsements_endorser_idx on public.skill_endorsements (endorser_id);
alter table public.skill_endorsements enable row level security;
revoke all on public.skill_endorsements from anon, authenticated;
grant select, insert, delete on public.skill_endorsements to authenticated;
create policy "Two-step verification completed when turned on" on public.skill_endorsements
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "who may see the profile reads its endorsements" on public.skill_endorsements
  for select to authenticated
  using (endorser_id = (select auth.uid()) or private.can_see_career(member_id));
create policy "associates endorse a skill the member lists" on public.skill_endorsements
  for insert to authenticated
  with check (endorser_id = (select auth.uid()) and member_id <> (select auth.uid())
    and member_id = any ((select private.associate_ids())::uuid[])
    and not private.blocked_between((select auth.uid()), member_id)
    and private.listed_skill(member_id, skill) is not null);
create policy "endorsers withdraw their endorsements" on public.skill_endorsements
  for delete to authenticated using (endorser_id = (select auth.uid()));

-- Stored as the member spells the skill, so counts group on one spelling.
create function private.endorsement_spelling() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.skill := coalesce(private.listed_skill(new.member_id, new.skill), btrim(new.skill));
  return new;
end $$;
revoke all on function private.endorsement_spelling() from public;
create trigger skill_endorsements_spelling before insert on public.skill_endorsements
  for each row execute function private.endorsement_spelling();

-- A skill the member stops listing takes its endorsements with it.
create function private.drop_unlisted_endorsements() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.skill_endorsements e
  where e.member_id = new.id and not exists (select 1 from unnest(new.skills) s where lower(btrim(s)) = lower(e.skill));
  return null;
end $$;
revoke all on function private.drop_unlisted_endorsements() from public;
create trigger profiles_drop_unlisted_endorsements after update of skills on public.profiles
  for each row when (old.skills is distinct from new.skills)
  execute function private.drop_unlisted_endorsements();

-- Per listed skill: how many endorsed it, up to three endorsers the caller may see, and whether the caller did.
create function public.skill_endorsement_summary(member uuid)
returns table (skill text, endorsement_count int, endorsed_by_me boolean, endorsers jsonb)
language sql stable security invoker set search_path = '' as $$
  select e.skill, count(*)::int,
    bool_or(e.endorser_id = (select auth.uid())),
    coalesce((select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'profile_photo_url', p.profile_photo_url))
      from (select p.id, p.name, p.profile_photo_url from public.skill_endorsements x
            join public.profiles p on p.id = x.endorser_id
            where x.member_id = member and lower(x.skill) = lower(e.skill)
            order by x.created_at desc limit 3) p), '[]'::jsonb)
  from public.skill_endorsements e
  where e.member_id = member
  group by e.skill
$$;
revoke all on function public.skill_endorsement_summary(uuid) from public, anon;
grant execute on function public.skill_endorsement_summary(uuid) to authenticated;

create table public.recommendations (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  relationship text not null,
  body text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint recommendations_relationship_length check (char_length(btrim(relationship)) between 2 and 120),
  constraint recommendations_body_length check (char_length(btrim(body)) between 20 and 3000),
  constraint recommendations_status_check check (status in ('pending', 'approved', 'declined')),
  constraint recommendations_not_self check (recipient_id <> author_id),
  constraint recommendations_once unique (recipient_id, author_id)
);
create index recommendations_recipient_idx on public.recommendations (recipient_id, status, created_at desc);
create index recommendations_author_idx on public.recommendations (author_id);
alter table public.recommendations enable row level security;
-- Status moves only through respond_to_recommendation: no update grant, and insert only of these columns.
revoke all on public.recommendations from anon, authenticated;
grant select, delete on public.recommendations to authenticated;
grant insert (recipient_id, author_id, relationship, body) on public.recommendations to authenticated;
create policy "Two-step verification completed when turned on" on public.recommendations
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
create policy "the two sides read it, others only when approved" on public.recommendations
  for select to authenticated
  using (recipient_id = (select auth.uid()) or author_id = (select auth.uid())
    or (status = 'approved' and private.can_see_career(recipient_id)
        and not author_id = any ((select private.blocked_ids())::uuid[])));
create policy "associates write recommendations" on public.recommendations
  for insert to authenticated
  with check (author_id = (select auth.uid()) and recipient_id <> (select auth.uid())
    and recipient_id = any ((select private.associate_ids())::uuid[])
    and not private.blocked_between((select auth.uid()), recipient_id));
create policy "the author withdraws it, the recipient removes it" on public.recommendations
  for delete to authenticated
  using (author_id = (select auth.uid()) or recipient_id = (select auth.uid()));

-- The recipient approves or declines (declined ones stay hidden; approving a declined one later is allowed).
create function public.respond_to_recommendation(recommendation_id uuid, approve boolean) returns public.recommendations
language plpgsql security definer set search_path = '' as $$
declare
  r public.recommendations;
begin
  update public.recommendations set status = case when approve then 'approved' else 'declined' end, decided_at = now()
  where id = recommendation_id and recipient_id = (select auth.uid())
  returning * into r;
  if r.id is null then
    raise exception 'No recommendation to answer' using errcode = 'P0002';
  end if;
  return r;
end $$;
revoke all on function public.respond_to_recommendation(uuid, boolean) from public, anon;
grant execute on function public.respond_to_recommendation(uuid, boolean) to authenticated;

insert into public.notification_types (type) values
  ('recommendation_received'), ('recommendation_approved'), ('skill_endorsed');

-- Both lead to the recipient's profile, where recommendations are shown and answered.
create function private.notify_recommendation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify(new.recipient_id, new.author_id, 'recommendation_received', 'profile', new.recipient_id,
      extra => jsonb_build_object('excerpt', left(new.body, 140)));
  elsif new.status = 'approved' and old.status <> 'approved' then
    perform private.notify(new.author_id, new.recipient_id, 'recommendation_approved', 'profile', new.recipient_id,
      extra => jsonb_build_object('excerpt', left(new.body, 140)));
  end if;
  return null;
end $$;
revoke all on function private.notify_recommendation() from public;
create trigger recommendations_notify after insert or update of status on public.recommendations
  for each row execute function private.notify_recommendation();

create function private.notify_endorsement() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.member_id, new.endorser_id, 'skill_endorsed', 'profile', new.member_id,
    extra => jsonb_build_object('name', new.skill));
  return null;
end $$;
revoke all on function private.notify_endorsement() from public;
create trigger skill_endorsements_notify after insert on public.skill_endorsements
  for each row execute function private.notify_endorsement();
