-- Funding: founders' startup pitches, which investors and philanthropists browse. Decks live in the
-- private `documents` bucket under `<founder id>/pitches/<pitch id>/…` and are read through signed URLs.

create function private.is_funder() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles
    where id = (select auth.uid()) and lower(profile_type) in ('investor', 'philanthropist'))
$$;
revoke execute on function private.is_funder() from public, anon;
grant execute on function private.is_funder() to authenticated;

create table public.pitches (
  id uuid primary key default gen_random_uuid(),
  founder_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 100),
  one_liner text not null check (char_length(trim(one_liner)) between 1 and 160),
  problem text not null default '' check (char_length(problem) <= 4000),
  solution text not null default '' check (char_length(solution) <= 4000),
  stage text not null default 'idea' check (stage in ('idea', 'prototype', 'mvp', 'revenue', 'growth')),
  sector text not null default '' check (char_length(sector) <= 60),
  ask_amount numeric(14, 2) check (ask_amount is null or ask_amount >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  team_ids uuid[] not null default '{}',
  deck_path text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  view_count int not null default 0,
  interest_count int not null default 0,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pitches_deck_in_own_folder check (
    deck_path is null or deck_path like founder_id::text || '/pitches/' || id::text || '/%')
);
alter table public.pitches enable row level security;
create index pitches_founder_id_idx on public.pitches (founder_id, created_at desc);
create index pitches_published_idx on public.pitches (published_at desc, id) where status = 'published';

create policy "founders and funders read pitches" on public.pitches
  for select to authenticated using (
    founder_id = (select auth.uid()) or (status = 'published' and (select private.is_funder())));
create policy "members create their pitches" on public.pitches
  for insert to authenticated with check (founder_id = (select auth.uid()));
create policy "founders change their pitches" on public.pitches
  for update to authenticated using (founder_id = (select auth.uid())) with check (founder_id = (select auth.uid()));
create policy "founders delete their pitches" on public.pitches
  for delete to authenticated using (founder_id = (select auth.uid()));
revoke all on public.pitches from anon;

-- Counters belong to the database; publishing stamps the time.
create function private.guard_pitch() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.view_count := 0; new.interest_count := 0; new.created_at := now();
    else
      new.view_count := old.view_count; new.interest_count := old.interest_count; new.created_at := old.created_at;
      new.founder_id := old.founder_id;
    end if;
  end if;
  if new.status = 'published' and (tg_op = 'INSERT' or old.status <> 'published') then
    new.published_at := now();
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger pitches_guard before insert or update on public.pitches
  for each row execute function private.guard_pitch();

-- Who opened a pitch's deck (once a day each); the founder sees them.
create table public.pitch_views (
  pitch_id uuid not null references public.pitches (id) on delete cascade,
  viewer_id uuid not null references public.profiles (id) on delete cascade,
  day date not null default (now() at time zone 'utc')::date,
  created_at timestamptz not null default now(),
  primary key (pitch_id, viewer_id, day)
);
alter table public.pitch_views enable row level security;
create index pitch_views_viewer_id_idx on public.pitch_views (viewer_id);

create function private.founds_pitch(pitch uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.pitches where id = pitch and founder_id = (select auth.uid()))
$$;
revoke execute on function private.founds_pitch(uuid) from public, anon;
grant execute on function private.founds_pitch(uuid) to authenticated;

create policy "founders see who viewed their pitches, viewers their own views" on public.pitch_views
  for select to authenticated using (viewer_id = (select auth.uid()) or (select private.founds_pitch(pitch_id)));
revoke all on public.pitch_views from anon;
revoke insert, update, delete on public.pitch_views from authenticated;

-- Records that the caller opened a published pitch (not their own) and returns its deck path, which
-- storage then signs for them. Null when there is no deck.
create function public.open_pitch_deck(pitch uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  p public.pitches;
  counted int;
begin
  select * into p from public.pitches where id = pitch;
  if p.id is null or me is null or (p.founder_id <> me and (p.status <> 'published' or not private.is_funder())) then
    raise exception 'Pitch not found' using errcode = 'P0002';
  end if;
  if p.founder_id <> me then
    insert into public.pitch_views (pitch_id, viewer_id) values (pitch, me) on conflict do nothing;
    get diagnostics counted = row_count;
    if counted > 0 then
      update public.pitches set view_count = view_count + 1 where id = pitch;
      perform private.record_event(p.founder_id, me, 'pitch_view', 'pitch', pitch);
    end if;
  end if;
  return p.deck_path;
end $$;
revoke execute on function public.open_pitch_deck(uuid) from public, anon;
grant execute on function public.open_pitch_deck(uuid) to authenticated;

-- Interest from an investor or philanthropist, with an optional note; the founder is notified.
create table public.pitch_interests (
  pitch_id uuid not null references public.pitches (id) on delete cascade,
  investor_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  message text not null default '' check (char_length(message) <= 1000),
  created_at timestamptz not null default now(),
  primary key (pitch_id, investor_id)
);
alter table public.pitch_interests enable row level security;
create index pitch_interests_investor_id_idx on public.pitch_interests (investor_id);

create policy "founders and investors read interests" on public.pitch_interests
  for select to authenticated using (investor_id = (select auth.uid()) or (select private.founds_pitch(pitch_id)));
create policy "funders express interest in published pitches" on public.pitch_interests
  for insert to authenticated with check (
    investor_id = (select auth.uid()) and (select private.is_funder())
    and exists (select 1 from public.pitches p where p.id = pitch_id and p.status = 'published' and p.founder_id <> (select auth.uid())));
create policy "investors withdraw their interest" on public.pitch_interests
  for delete to authenticated using (investor_id = (select auth.uid()));
revoke all on public.pitch_interests from anon;

create function private.pitch_interest_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  p public.pitches;
begin
  if tg_op = 'INSERT' then
    select * into p from public.pitches where id = new.pitch_id;
    update public.pitches set interest_count = interest_count + 1 where id = new.pitch_id;
    perform private.notify(p.founder_id, new.investor_id, 'pitch_interest', 'pitch', p.id, null, null,
      jsonb_build_object('excerpt', p.name, 'message', left(new.message, 140)));
    perform private.record_event(p.founder_id, new.investor_id, 'pitch_interest', 'pitch', p.id);
  else
    update public.pitches set interest_count = greatest(interest_count - 1, 0) where id = old.pitch_id;
  end if;
  return null;
end $$;
create trigger pitch_interests_count after insert or delete on public.pitch_interests
  for each row execute function private.pitch_interest_changed();

-- Funders browse published pitches by words, stage, sector and ask; newest first, keyset on (published_at, id).
create function public.search_pitches(
  q text default null, stages text[] default null, sector text default null,
  min_ask numeric default null, max_ask numeric default null, after_id uuid default null, page_size int default 20
) returns setof public.pitches
language plpgsql stable security invoker set search_path = '' as $$
declare
  after_at timestamptz;
begin
  if page_size < 1 or page_size > 50 then
    raise exception 'page_size must be from 1 to 50' using errcode = '22023';
  end if;
  if after_id is not null then
    select p.published_at into after_at from public.pitches p where p.id = after_id;
  end if;
  return query
    select p.* from public.pitches p
    where p.status = 'published'
      and (coalesce(trim(q), '') = '' or (p.name || ' ' || p.one_liner || ' ' || p.problem || ' ' || p.solution || ' ' || p.sector) ilike '%' || trim(q) || '%')
      and (stages is null or cardinality(stages) = 0 or p.stage = any (stages))
      and (coalesce(search_pitches.sector, '') = '' or p.sector ilike '%' || search_pitches.sector || '%')
      and (min_ask is null or p.ask_amount >= min_ask)
      and (max_ask is null or p.ask_amount <= max_ask)
      and (after_at is null or (p.published_at, p.id) < (after_at, after_id))
    order by p.published_at desc, p.id desc
    limit page_size;
end $$;
revoke execute on function public.search_pitches(text, text[], text, numeric, numeric, uuid, int) from public, anon;
grant execute on function public.search_pitches(text, text[], text, numeric, numeric, uuid, int) to authenticated;

-- The private documents bucket (PDF, 20 MB). Folders start with the owner's id; these policies cover
-- pitch decks only (`<owner>/pitches/<pitch id>/…`), other areas add their own.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 20971520, array['application/pdf'])
on conflict (id) do nothing;

create policy "founders upload pitch decks into their folder" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] = 'pitches'
    and exists (select 1 from public.pitches p
      where p.id::text = (storage.foldername(objects.name))[3] and p.founder_id = (select auth.uid())));
create policy "founders replace their pitch decks" on storage.objects
  for update to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] = 'pitches');
create policy "founders remove their pitch decks" on storage.objects
  for delete to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text
    and (storage.foldername(name))[2] = 'pitches');
create policy "founders and funders read decks of pitches they can see" on storage.objects
  for select to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[2] = 'pitches' and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or exists (select 1 from public.pitches p
        where p.deck_path = objects.name and p.status = 'published' and (select private.is_funder()))));
