-- Recommended opportunities ranked before any opportunity is read: the term index also carries each
-- opportunity's type and poster, so the pool of candidates (up to ~650 entries) is scored from narrow index
-- rows, and only the best few opportunities, their posters and the "applied already" check are read by key.
-- Reading all ~150 candidates' rows, posters and applications made the call grow with the size of the tables
-- (random page reads over a larger heap) while its result did not.

alter table private.opportunity_terms add column type text, add column posted_by uuid;
update private.opportunity_terms t set type = o.type, posted_by = o.posted_by
from public.opportunities o where o.id = t.opportunity_id;
alter table private.opportunity_terms alter column type set not null, alter column posted_by set not null;

drop index private.opportunity_terms_newest_idx;
create index opportunity_terms_newest_idx on private.opportunity_terms (term, published_at desc)
  include (closing_at, opportunity_id, type, posted_by);

create or replace function private.keep_opportunity_terms() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from private.opportunity_terms t where t.opportunity_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'open' then
    insert into private.opportunity_terms (term, opportunity_id, published_at, closing_at, type, posted_by)
    select x, new.id, coalesce(new.published_at, new.created_at), new.closing_at, new.type, new.posted_by
    from unnest(private.opportunity_term_list(new.skills, new.tags)) x
    on conflict do nothing;
  end if;
  return null;
end $$;
revoke all on function private.keep_opportunity_terms() from public;

drop trigger opportunities_keep_terms on public.opportunities;
create trigger opportunities_keep_terms
  after insert or update of status, skills, tags, deadline, published_at, type or delete on public.opportunities
  for each row execute function private.keep_opportunity_terms();

/*
 * Open, unexpired opportunities the caller has not applied to, not their own and not from a member blocked
 * either way, drawn from three bounded pools — newest per shared skill or interest (at most 30 each, 20 terms),
 * the member's university and its professors (20 posters, 10 each), and the newest of the types that suit
 * the member's profile type (40) — and ranked: 3 per shared term, 4 for the member's university (one of those
 * 20 posters), 1 for a suited type; newer first among equals. One of each title from one organisation.
 * `matched` (the opportunity's own words) and `university` are the "why".
 */
create or replace function public.recommended_opportunities(max_results int default 5)
returns table (
  id uuid, title text, organization text, type text, work_mode text, location text, deadline timestamptz,
  posted_by uuid, poster_name text, poster_photo_url text, matched text[], university text
)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  wanted int := least(greatest(coalesce(max_results, 5), 1), 20);
  my_university text;
  my_type text;
  my_skills text[];
  my_interests text[];
  my_terms text[];
  suited text[];
  hidden uuid[];
  campus uuid[];
  shown text[] := '{}';
  candidate record;
  opp public.opportunities;
  poster record;
  title_key text;
begin
  if me is null then
    raise exception 'Sign in to see recommendations' using errcode = '42501';
  end if;
  select p.university, p.profile_type, p.skills, p.interests into my_university, my_type, my_skills, my_interests
  from public.profiles p where p.id = me;
  my_terms := (select coalesce(array_agg(t), '{}') from (
    select t from unnest(private.opportunity_term_list(my_skills, my_interests)) t limit 20) s);
  suited := case my_type
    when 'student' then array['internship', 'job', 'scholarship', 'fellowship', 'hackathon', 'competition', 'research']
    when 'professor' then array['research', 'grant', 'fellowship']
    when 'investor' then array['investment', 'competition', 'hackathon']
    when 'philanthropist' then array['grant', 'scholarship', 'volunteer']
    when 'influencer' then array['job', 'hackathon', 'competition', 'volunteer']
    when 'university' then array['research', 'grant', 'fellowship', 'competition']
    else array['hackathon', 'competition', 'grant'] end;
  hidden := array[me] || private.blocked_ids();
  campus := array(
    select p.id from public.profiles p
    where my_university is not null and p.university = my_university
      and p.profile_type in ('university', 'professor')
    limit 20);

  -- Best first, from the pools' narrow rows; each candidate's opportunity is read only when its turn comes.
  for candidate in
    with pooled as (
      select c.opportunity_id as oid, c.type, c.posted_by, c.published_at, term.term
      from unnest(my_terms) term
      cross join lateral (
        select t.opportunity_id, t.type, t.posted_by, t.published_at from private.opportunity_terms t
        where t.term = term.term and t.closing_at > now()
        order by t.published_at desc limit 30
      ) c
      union all
      select o.id, o.type, o.posted_by, coalesce(o.published_at, o.created_at), null
      from unnest(campus) poster_id
      cross join lateral (
        select o.id, o.type, o.posted_by, o.published_at, o.created_at from public.opportunities o
        where o.posted_by = poster_id and o.status = 'open' and o.closing_at > now()
        order by o.created_at desc limit 10
      ) o
      union all
      (select o.id, o.type, o.posted_by, coalesce(o.published_at, o.created_at), null
       from public.opportunities o
       where o.status = 'open' and o.type = any (suited) and o.closing_at > now()
       order by o.published_at desc nulls last, o.id desc limit 40)
    ),
    scored as (
      select p.oid, count(distinct p.term) as hits, bool_or(p.posted_by = any (campus)) as on_campus,
        bool_or(p.type = any (suited)) as suits, max(p.published_at) as published_at
      from pooled p
      where p.posted_by <> all (hidden)
      group by p.oid
    )
    select s.oid, s.on_campus
    from scored s
    order by 3 * s.hits + (case when s.on_campus then 4 else 0 end) + (case when s.suits then 1 else 0 end) desc,
      s.published_at desc, s.oid
  loop
    select * into opp from public.opportunities x
    where x.id = candidate.oid and x.status = 'open' and x.closing_at > now();
    continue when opp.id is null;
    continue when exists (
      select 1 from public.applications a where a.opportunity_id = opp.id and a.applicant_id = me);
    -- One of each title from one organisation (a posting repeated per city or term reads as one).
    title_key := pg_catalog.lower(opp.title) || chr(31) || opp.organization;
    continue when title_key = any (shown);
    shown := shown || title_key;
    select pr.name, pr.profile_photo_url into poster from public.profiles pr where pr.id = opp.posted_by;
    id := opp.id; title := opp.title; organization := opp.organization; type := opp.type; work_mode := opp.work_mode;
    location := opp.location; deadline := opp.deadline; posted_by := opp.posted_by;
    poster_name := poster.name; poster_photo_url := poster.profile_photo_url;
    matched := array(select distinct on (pg_catalog.lower(x)) x from unnest(opp.skills || opp.tags) x
                     where pg_catalog.lower(pg_catalog.btrim(x)) = any (my_terms)
                     order by pg_catalog.lower(x));
    university := case when candidate.on_campus then my_university end;
    return next;
    exit when cardinality(shown) >= wanted;
  end loop;
end $$;
revoke all on function public.recommended_opportunities(int) from public, anon;
grant execute on function public.recommended_opportunities(int) to authenticated;
