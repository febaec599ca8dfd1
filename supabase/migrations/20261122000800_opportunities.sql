-- Opportunities: organisations (every profile type but student) post internships, jobs, hackathons,
-- scholarships…; members find, save and apply. Guests (anon) see only guest-visible open ones.

create table public.opportunities (
  id uuid primary key default gen_random_uuid(),
  posted_by uuid not null references public.profiles (id) on delete cascade,
  title text not null,
  organization text not null,
  type text not null check (type in ('internship', 'job', 'hackathon', 'scholarship', 'fellowship', 'research',
    'competition', 'grant', 'investment', 'volunteer', 'other')),
  description text not null,
  work_mode text not null default 'onsite' check (work_mode in ('onsite', 'remote', 'hybrid')),
  location text,
  is_paid boolean not null default false,
  amount_min numeric(12, 2) check (amount_min is null or amount_min >= 0),
  amount_max numeric(12, 2) check (amount_max is null or amount_max >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  deadline timestamptz,
  -- The deadline with "none" as infinity: a plain column, so "still open" and "closing within"
  -- are index conditions even under RLS (a coalesce() in a query is not leakproof).
  closing_at timestamptz generated always as (coalesce(deadline, 'infinity'::timestamptz)) stored,
  eligibility text,
  skills text[] not null default '{}',
  tags text[] not null default '{}',
  -- Custom questions: [{ "id", "kind": short|long|yesno|choice, "label", "required", "options": [] }]
  questions jsonb not null default '[]' check (jsonb_typeof(questions) = 'array' and jsonb_array_length(questions) <= 20),
  external_url text check (external_url is null or external_url ~* '^https?://'),
  guest_visible boolean not null default true,
  status text not null default 'draft' check (status in ('draft', 'open', 'closed')),
  poster_type text,
  application_count int not null default 0,
  save_count int not null default 0,
  view_count int not null default 0,
  search tsvector,
  published_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint opportunities_title_length check (char_length(btrim(title)) between 3 and 160),
  constraint opportunities_organization_length check (char_length(btrim(organization)) between 1 and 120),
  constraint opportunities_description_length check (char_length(description) between 1 and 10000),
  constraint opportunities_amounts check (amount_min is null or amount_max is null or amount_min <= amount_max)
);
alter table public.opportunities enable row level security;
create index opportunities_posted_by_idx on public.opportunities (posted_by, created_at desc);
create index opportunities_open_idx on public.opportunities (published_at desc, id desc) where status = 'open';
create index opportunities_search_idx on public.opportunities using gin (search);
create index opportunities_tags_idx on public.opportunities using gin (tags);

-- Organisations post; students do not (SPEC §6).
create function private.can_post_opportunities() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.profile_type <> 'student' from public.profiles p where p.id = (select auth.uid())), false)
$$;
grant execute on function private.can_post_opportunities() to authenticated;

create policy "guests read guest-visible open opportunities" on public.opportunities
  for select to anon using (status = 'open' and guest_visible and (deadline is null or deadline > now()));
create policy "members read published opportunities and their own drafts" on public.opportunities
  for select to authenticated using (status <> 'draft' or posted_by = (select auth.uid()));
create policy "organisations post opportunities as themselves" on public.opportunities
  for insert to authenticated with check (posted_by = (select auth.uid()) and private.can_post_opportunities());
create policy "posters edit their opportunities" on public.opportunities
  for update to authenticated using (posted_by = (select auth.uid())) with check (posted_by = (select auth.uid()));
create policy "posters delete their opportunities" on public.opportunities
  for delete to authenticated using (posted_by = (select auth.uid()));

create function private.guard_opportunity() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.id := old.id; new.posted_by := old.posted_by; new.created_at := old.created_at;
    if current_user in ('authenticated', 'anon') then
      new.application_count := old.application_count; new.save_count := old.save_count; new.view_count := old.view_count;
    end if;
  elsif current_user in ('authenticated', 'anon') then
    new.application_count := 0; new.save_count := 0; new.view_count := 0; new.created_at := now();
  end if;
  new.poster_type := (select p.profile_type from public.profiles p where p.id = new.posted_by);
  if new.status = 'open' and (tg_op = 'INSERT' or old.status <> 'open') then
    new.published_at := coalesce(new.published_at, now());
    new.closed_at := null;
  elsif new.status = 'closed' and (tg_op = 'INSERT' or old.status <> 'closed') then
    new.closed_at := now();
  end if;
  new.search :=
    setweight(to_tsvector('english', coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(new.organization, '')), 'B') ||
    setweight(to_tsvector('english', array_to_string(new.tags || new.skills, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(new.description, '')), 'C');
  new.updated_at := now();
  return new;
end $$;
create trigger opportunities_guard before insert or update on public.opportunities
  for each row execute function private.guard_opportunity();

create table public.saved_opportunities (
  user_id uuid not null references public.profiles (id) on delete cascade,
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, opportunity_id)
);
alter table public.saved_opportunities enable row level security;
create index saved_opportunities_opportunity_idx on public.saved_opportunities (opportunity_id);

create policy "members read their saved opportunities" on public.saved_opportunities
  for select to authenticated using (user_id = (select auth.uid()));
create policy "members save opportunities they can see" on public.saved_opportunities
  for insert to authenticated with check (
    user_id = (select auth.uid()) and exists (select 1 from public.opportunities o where o.id = opportunity_id));
create policy "members unsave their opportunities" on public.saved_opportunities
  for delete to authenticated using (user_id = (select auth.uid()));

create function private.count_saves() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.opportunities set save_count = save_count + 1 where id = new.opportunity_id;
  else
    update public.opportunities set save_count = greatest(save_count - 1, 0) where id = old.opportunity_id;
  end if;
  return null;
end $$;
create trigger saved_opportunities_count after insert or delete on public.saved_opportunities
  for each row execute function private.count_saves();

-- Browse and search open opportunities (members and guests; RLS decides which rows each sees).
-- Keyset pagination: pass the last row's id as after_id; the function reads that row's sort key.
-- Only the filters given become clauses, so each search gets a plan made for it (GIN for words,
-- the ordered partial indexes for sorts). Sequential scans (and, for sorted pages, bitmap scans) are
-- off inside it: every search has an index path, and the planner cannot estimate free-text filters
-- (ILIKE on a location), so it would otherwise read every open row to return twenty (50 ms, not 1).
create function public.search_opportunities(
  query text default null,
  types text[] default null,
  work_modes text[] default null,
  location text default null,
  paid_only boolean default false,
  min_amount numeric default null,
  max_amount numeric default null,
  closing_within_days int default null,
  poster_types text[] default null,
  sort text default 'newest',
  after_id uuid default null,
  page_size int default 20
) returns setof public.opportunities
language plpgsql stable set search_path = '' set enable_seqscan = off set enable_bitmapscan = on as $$
declare
  q tsquery := case when nullif(btrim(coalesce(query, '')), '') is not null then websearch_to_tsquery('english', query) end;
  -- Compared with plain values ($12, $13) so they stay index conditions under RLS (an expression
  -- like now() + interval is not leakproof and would be a filter).
  clauses text[] := array['o.status = ''open''', 'o.closing_at > $12'];
  now_at timestamptz := now();
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  order_by text;
  after text;
begin
  if sort not in ('newest', 'closing', 'relevance') then
    raise exception 'Unknown sort %', sort using errcode = '22023';
  end if;
  if q is not null then clauses := clauses || 'o.search @@ $1'::text; end if;
  if cardinality(types) > 0 then clauses := clauses || 'o.type = any ($2)'::text; end if;
  if cardinality(work_modes) > 0 then clauses := clauses || 'o.work_mode = any ($3)'::text; end if;
  if nullif(btrim(location), '') is not null then clauses := clauses || $c$o.location ilike '%' || $4 || '%'$c$::text; end if;
  if paid_only then clauses := clauses || 'o.is_paid'::text; end if;
  if min_amount is not null then clauses := clauses || 'coalesce(o.amount_max, o.amount_min) >= $6'::text; end if;
  if max_amount is not null then clauses := clauses || 'coalesce(o.amount_min, o.amount_max) <= $7'::text; end if;
  if closing_within_days is not null then
    clauses := clauses || 'o.closing_at <= $13'::text;
  end if;
  if cardinality(poster_types) > 0 then clauses := clauses || 'o.poster_type = any ($9)'::text; end if;

  if sort = 'relevance' and q is not null then
    -- Ranks the 1,000 newest matches: ranking reads every candidate's whole tsvector, and nobody pages
    -- past the first few pages of a relevance sort.
    return query execute format(
      'select o.* from (select o.* from public.opportunities o where %s order by o.published_at desc limit 1000) o
       where $10 is null or (ts_rank(o.search, $1), o.id) < (select ts_rank(c.search, $1), c.id from public.opportunities c where c.id = $10)
       order by ts_rank(o.search, $1) desc, o.id desc limit $11', array_to_string(clauses, ' and '))
      using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
        poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0));
    return;
  elsif sort = 'closing' then
    order_by := 'o.closing_at, o.id';
    after := '(o.closing_at, o.id) > (select c.closing_at, c.id from public.opportunities c where c.id = $10)';
  else
    order_by := 'o.published_at desc, o.id desc';
    after := '(o.published_at, o.id) < (select c.published_at, c.id from public.opportunities c where c.id = $10)';
  end if;
  if after_id is not null then clauses := clauses || after; end if;
  -- Sorted pages walk their ordered index and stop after twenty rows.
  perform set_config('enable_bitmapscan', 'off', true);

  return query execute format('select o.* from public.opportunities o where %s order by %s limit $11',
      array_to_string(clauses, ' and '), order_by)
    using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
      poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0));
end $$;
grant execute on function public.search_opportunities(text, text[], text[], text, boolean, numeric, numeric, int, text[], text, uuid, int)
  to anon, authenticated;
create index opportunities_closing_idx on public.opportunities (closing_at, id) where status = 'open';
