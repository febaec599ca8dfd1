-- AI tools: saved outputs per tool (resume versions, career paths, research outlines, startup canvases),
-- a daily allowance per member, and the grounding queries every tool runs under the caller's RLS.

create table public.ai_documents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tool text not null check (tool in ('resume', 'career', 'research', 'startup')),
  title text not null check (char_length(btrim(title)) between 1 and 160),
  content jsonb not null default '{}' check (jsonb_typeof(content) = 'object' and pg_column_size(content) <= 200000),
  -- Which engine wrote it: 'Built-in assistant' or the model's name.
  engine text not null default 'Built-in assistant' check (char_length(engine) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.ai_documents enable row level security;
create index ai_documents_owner_idx on public.ai_documents (owner_id, updated_at desc, id desc);
create index ai_documents_owner_tool_idx on public.ai_documents (owner_id, tool, updated_at desc);

create policy "members read their AI documents" on public.ai_documents
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "members create their AI documents" on public.ai_documents
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "members change their AI documents" on public.ai_documents
  for update to authenticated using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "members delete their AI documents" on public.ai_documents
  for delete to authenticated using (owner_id = (select auth.uid()));
revoke all on public.ai_documents from anon;

create function private.touch_ai_document() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.owner_id := old.owner_id;
    new.created_at := old.created_at;
    new.updated_at := now();
  elsif current_user in ('authenticated', 'anon') then
    -- Members' rows carry the database's clock; seeds keep theirs.
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end $$;
create trigger ai_documents_touch before insert or update on public.ai_documents
  for each row execute function private.touch_ai_document();

-- Requests per member per UTC day. Members read their own row; only ai_take_quota writes.
create table public.ai_usage (
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  count int not null default 0,
  primary key (user_id, day)
);
alter table public.ai_usage enable row level security;
create policy "members read their AI usage" on public.ai_usage
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.ai_usage from anon;
revoke insert, update, delete on public.ai_usage from authenticated;

-- Counts one request against the caller's allowance for today (UTC) unless it is used up.
-- Returns { allowed, used, limit, reset_at }; reset_at is the next UTC midnight.
create function public.ai_take_quota(daily_limit int) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  today date := (now() at time zone 'utc')::date;
  used int;
begin
  if uid is null then raise exception 'Sign in to use the AI tools' using errcode = '42501'; end if;
  if daily_limit is null or daily_limit < 1 then raise exception 'daily_limit must be positive' using errcode = '22023'; end if;
  insert into public.ai_usage as u (user_id, day, count) values (uid, today, 1)
    on conflict (user_id, day) do update set count = u.count + 1 where u.count < daily_limit
    returning u.count into used;
  if used is null then
    select u.count into used from public.ai_usage u where u.user_id = uid and u.day = today;
    return jsonb_build_object('allowed', false, 'used', used, 'limit', daily_limit,
      'reset_at', ((today + 1)::timestamp at time zone 'utc'));
  end if;
  return jsonb_build_object('allowed', true, 'used', used, 'limit', daily_limit,
    'reset_at', ((today + 1)::timestamp at time zone 'utc'));
end $$;
revoke execute on function public.ai_take_quota(int) from public, anon;
grant execute on function public.ai_take_quota(int) to authenticated;

create function public.ai_prune_usage(at timestamptz) returns void
language sql security definer set search_path = '' as $$
  delete from public.ai_usage where day < (at at time zone 'utc')::date - 7
$$;
revoke execute on function public.ai_prune_usage(timestamptz) from public, anon, authenticated;

select cron.schedule('ai-usage-prune', '17 3 * * *', 'select public.ai_prune_usage(now())');

-- ---------------------------------------------------------------------------------------------------
-- Grounding. Every function below is SECURITY INVOKER: it reads only what the caller's RLS lets them
-- read (a private profile, another member's applications and drafts stay out of the answer).

-- Any of the words, each as a prefix, in the given configuration.
create function private.any_words_query(config regconfig, terms text[]) returns tsquery
language sql immutable set search_path = '' as $$
  select case when count(w) = 0 then null else
    to_tsquery(config, string_agg(quote_literal(w) || ':*', ' | ')) end
  from (select distinct lower(w) w from unnest(terms) t,
    regexp_split_to_table(regexp_replace(coalesce(t, ''), '[^[:alnum:][:space:]]+', ' ', 'g'), '\s+') w
    where char_length(w) >= 2 limit 24) words
$$;
grant execute on function private.any_words_query(regconfig, text[]) to authenticated;

-- Open opportunities about the terms (newest first), or the newest open ones when there are none.
create function public.ai_opportunities(terms text[], max_rows int default 8, types text[] default null)
returns table (id uuid, title text, organization text, type text, skills text[], deadline timestamptz,
  work_mode text, location text, published_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select o.id, o.title, o.organization, o.type, o.skills, o.deadline, o.work_mode, o.location, o.published_at
  from public.opportunities o
  where o.status = 'open' and o.closing_at > now()
    and (private.any_words_query('english', terms) is null or o.search @@ private.any_words_query('english', terms))
    and (types is null or o.type = any (types))
  order by o.published_at desc nulls last, o.id desc
  limit least(greatest(coalesce(max_rows, 8), 1), 50)
$$;
revoke execute on function public.ai_opportunities(text[], int, text[]) from public, anon;
grant execute on function public.ai_opportunities(text[], int, text[]) to authenticated;

-- The skills open opportunities ask for: among the `sample` newest open ones about the terms (all open
-- ones when there are no terms), how many ask for each skill.
create function public.ai_skill_demand(terms text[], sample int default 400)
returns table (skill text, demand int, opportunities int)
language sql stable security invoker set search_path = '' as $$
  with picked as (
    select o.skills from public.opportunities o
    where o.status = 'open' and o.closing_at > now()
      and (private.any_words_query('english', terms) is null or o.search @@ private.any_words_query('english', terms))
    order by o.published_at desc nulls last, o.id desc
    limit least(greatest(coalesce(sample, 400), 1), 2000)
  )
  select min(s) as skill, count(*)::int as demand, (select count(*) from picked)::int as opportunities
  from picked, unnest(picked.skills) s
  group by lower(s)
  order by count(*) desc, lower(s)
  limit 40
$$;
revoke execute on function public.ai_skill_demand(text[], int) from public, anon;
grant execute on function public.ai_skill_demand(text[], int) to authenticated;

-- Public (or otherwise visible) members of the given profile types whose profile mentions the terms.
create function public.ai_people(terms text[], profile_types text[], max_rows int default 6)
returns table (id uuid, name text, headline text, profile_type text, university text, skills text[],
  interests text[])
language sql stable security invoker set search_path = '' as $$
  select p.id, p.name, p.headline, p.profile_type, p.university, p.skills, p.interests
  from public.profiles p
  where private.profile_search_doc(p.name, p.headline, p.bio, p.university, p.skills, p.interests, p.location)
      @@ private.any_words_query('simple', terms)
    and (profile_types is null or p.profile_type = any (profile_types))
    and p.id <> coalesce((select auth.uid()), '00000000-0000-0000-0000-000000000000'::uuid)
    and not p.id = any ((select private.blocked_ids())::uuid[])
  order by p.verification_status = 'verified' desc, p.updated_at desc, p.id
  limit least(greatest(coalesce(max_rows, 6), 1), 30)
$$;
revoke execute on function public.ai_people(text[], text[], int) from public, anon;
grant execute on function public.ai_people(text[], text[], int) to authenticated;

-- Communities and upcoming events about the terms.
create function public.ai_communities(terms text[], max_rows int default 4)
returns table (id uuid, name text, category text, member_count int)
language sql stable security invoker set search_path = '' as $$
  select c.id, c.name, c.category, c.member_count
  from public.communities c
  where to_tsvector('english', c.name || ' ' || c.description || ' ' || replace(c.category, '_', ' '))
    @@ private.any_words_query('english', terms)
  order by c.member_count desc, c.id
  limit least(greatest(coalesce(max_rows, 4), 1), 20)
$$;
revoke execute on function public.ai_communities(text[], int) from public, anon;
grant execute on function public.ai_communities(text[], int) to authenticated;

create function public.ai_events(terms text[], max_rows int default 4)
returns table (id uuid, title text, starts_at timestamptz, is_online boolean, category text)
language sql stable security invoker set search_path = '' as $$
  select e.id, e.title, e.starts_at, e.is_online, e.category
  from public.events e
  where e.status = 'scheduled' and e.starts_at >= now()
    and e.search @@ private.any_words_query('english', terms)
  order by e.starts_at, e.id
  limit least(greatest(coalesce(max_rows, 4), 1), 20)
$$;
revoke execute on function public.ai_events(text[], int) from public, anon;
grant execute on function public.ai_events(text[], int) to authenticated;

-- Recent posts about the terms (hashtags or words), among the newest 3,000 the caller may read.
create function public.ai_posts(terms text[], max_rows int default 4)
returns table (id uuid, author_id uuid, body text, created_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select x.id, x.author_id, left(x.body, 280), x.created_at
  from (select p.id, p.author_id, p.body, p.hashtags, p.created_at from public.posts p
        where p.repost_of is null order by p.created_at desc, p.id desc limit 3000) x
  where to_tsvector('english', x.body) @@ private.any_words_query('english', terms)
    or x.hashtags && (select array_agg(lower(t)) from unnest(terms) t)
  order by x.created_at desc, x.id desc
  limit least(greatest(coalesce(max_rows, 4), 1), 20)
$$;
revoke execute on function public.ai_posts(text[], int) from public, anon;
grant execute on function public.ai_posts(text[], int) to authenticated;

-- Pitches the caller may read (their own; published ones for funders) about the terms.
create function public.ai_pitches(terms text[], max_rows int default 4)
returns table (id uuid, name text, one_liner text, sector text, stage text, founder_id uuid)
language sql stable security invoker set search_path = '' as $$
  select p.id, p.name, p.one_liner, p.sector, p.stage, p.founder_id
  from public.pitches p
  where to_tsvector('english', p.name || ' ' || p.one_liner || ' ' || p.sector || ' ' || p.problem || ' ' || p.solution)
    @@ private.any_words_query('english', terms)
  order by p.published_at desc nulls last, p.id
  limit least(greatest(coalesce(max_rows, 4), 1), 20)
$$;
revoke execute on function public.ai_pitches(text[], int) from public, anon;
grant execute on function public.ai_pitches(text[], int) to authenticated;

-- Finding professors, investors and organisations by what they work on or fund, at scale.
create index if not exists profiles_profile_type_updated_idx on public.profiles (profile_type, updated_at desc);
