-- Search (issue 17): a misspelled name costs what a correct one does at any size of the network. The typo
-- path scanned every public name's trigrams (`name %> query`), whose posting lists grow with the members
-- (every Maya adds to " ma", "may", "aya"): p50 2.3× from 10,000 to 100,000 members. A dictionary of the words
-- of members' names grows with the variety of names instead; the query's words are corrected against it
-- (pg_trgm similarity, a word at a time) and the correction is then read like any typed name, through the
-- bounded name-prefix walks. The dictionary holds words, never who carries them, and is reachable only from
-- the definer helpers (a word of a private member's name corrects a query; it finds only public members).

create table private.name_words (word text primary key);
create index name_words_trigrams on private.name_words using gin (word extensions.gin_trgm_ops);
alter table private.name_words enable row level security;
revoke all on private.name_words from public, anon, authenticated;

insert into private.name_words (word)
select distinct w from public.profiles p, regexp_split_to_table(lower(p.name), '\s+') w where w <> ''
on conflict do nothing;

-- New members' words, once per statement (a bulk insert reads its rows once).
create function private.remember_inserted_name_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.name_words (word)
  select distinct w from inserted r, pg_catalog.regexp_split_to_table(pg_catalog.lower(r.name), '\s+') w
  where w <> ''
  on conflict do nothing;
  return null;
end $$;
revoke execute on function private.remember_inserted_name_words() from public, anon, authenticated;

create trigger profiles_name_words_on_insert after insert on public.profiles
  referencing new table as inserted for each statement execute function private.remember_inserted_name_words();

-- A renamed member's new words (other updates of a profile cost nothing).
create function private.remember_renamed_name_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.name_words (word)
  select distinct w from pg_catalog.regexp_split_to_table(pg_catalog.lower(new.name), '\s+') w where w <> ''
  on conflict do nothing;
  return null;
end $$;
revoke execute on function private.remember_renamed_name_words() from public, anon, authenticated;

create trigger profiles_name_words_on_rename after update of name on public.profiles
  for each row when (old.name is distinct from new.name) execute function private.remember_renamed_name_words();

-- The query with each word of three letters or more that no name holds replaced by the most similar word
-- that one does (pg_trgm's similarity, at its threshold); null when nothing changes.
create function private.corrected_name(q text) returns text
language sql stable security definer set search_path = '' as $$
  with words as (
    select t.word, t.n,
      case when char_length(t.word) < 3 or exists (select 1 from private.name_words d where d.word = t.word)
        then t.word
        else (select d.word from private.name_words d where d.word operator(extensions.%) t.word
              order by extensions.similarity(d.word, t.word) desc, d.word limit 1)
      end as fixed
    from pg_catalog.unnest(pg_catalog.regexp_split_to_array(pg_catalog.lower(pg_catalog.btrim(q)), '\s+'))
      with ordinality t(word, n)
  )
  select case when bool_or(w.fixed is distinct from w.word) and bool_and(w.fixed is not null)
    then pg_catalog.string_agg(w.fixed, ' ' order by w.n) end
  from words w
$$;
revoke execute on function private.corrected_name(text) from public, anon, authenticated;

-- People candidates: as 20261126120100, with the dictionary's correction before the trigram scan.
create or replace function private.people_candidates(q text, tsq tsquery, network uuid[], depth int, enough int)
returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on as $$
declare
  pattern text := private.like_prefix(q);
  bucket text := pg_catalog.lower(pg_catalog.left(q, 2));
  ids uuid[];
  names uuid[];
  extra uuid[];
  walk int := 20 * depth;
  fixed text;
begin
  -- The caller's network matching the name or the words.
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.id = any ($3) and p.is_public
        and (lower(p.name) like $1 or lower(p.last_name) like $1 or p.search @@ $2) limit $4) p$q$
  into ids using pattern, tsq, network, depth;
  -- Names and last names starting with the query: the index range, in its order. A full range means a
  -- name many share: the most followed of them instead (a walk of the popularity bucket, at most
  -- 20 × depth entries), kept with the range when the walk found fewer.
  -- Each column apart: a bucket is walked only for a column whose range was full.
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.is_public and lower(p.name) like $1
      order by lower(p.name) using operator(pg_catalog.~<~) limit $2) p$q$
  into names using pattern, depth;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id), '{}') from (
        select b.id from (select p.id, p.name from public.profiles p where p.is_public and lower(left(p.name, 2)) = $2
            order by lower(left(p.name, 2)), p.follower_count desc, p.id limit $4) b
          where lower(b.name) like $1 limit $3) b$q$
    into extra using pattern, bucket, depth, walk;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  ids := ids || names;
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.is_public and lower(p.last_name) like $1
      order by lower(p.last_name) using operator(pg_catalog.~<~) limit $2) p$q$
  into names using pattern, depth;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id), '{}') from (
        select b.id from (select p.id, p.last_name from public.profiles p
            where p.is_public and lower(left(p.last_name, 2)) = $2
            order by lower(left(p.last_name, 2)), p.follower_count desc, p.id limit $4) b
          where lower(b.last_name) like $1 limit $3) b$q$
    into extra using pattern, bucket, depth, walk;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  ids := ids || names;
  -- Members whose headline, university or skills hold the words, the most followed first.
  if numnode(tsq) > 0 then
    if private.word_is_common(format('select 1 from public.profiles p where p.is_public and p.search @@ %L::tsquery',
        tsq), 'public.profiles', depth) then
      perform set_config('enable_bitmapscan', 'off', true);
      execute $q$
        select coalesce(array_agg(m.id), '{}') from (
          select p.id from public.profiles p where p.is_public and p.search @@ $1
          order by p.follower_count desc, p.id limit $2) m$q$
      into extra using tsq, depth;
      perform set_config('enable_bitmapscan', 'on', true);
    else
      perform set_config('enable_indexscan', 'off', true);
      execute $q$
        select coalesce(array_agg(m.id), '{}') from (
          select x.id from (select p.id, p.follower_count from public.profiles p where p.is_public and p.search @@ $1
            limit 1000) x
          order by x.follower_count desc, x.id limit $2) m$q$
      into extra using tsq, depth;
      perform set_config('enable_indexscan', 'on', true);
    end if;
    ids := ids || extra;
  end if;
  ids := array(select distinct unnest(ids));
  -- A misspelled name: the query's words corrected against the dictionary of name words, then the names and
  -- last names starting with the correction, read in their indexes' order as above. The trigram scan of every
  -- name (posting lists that grow with the network) only when the correction finds nobody.
  if cardinality(ids) = 0 then
    fixed := private.corrected_name(q);
    if fixed is not null and fixed <> pg_catalog.lower(q) then
      execute $q$
        select coalesce(array_agg(m.id), '{}') from (
          (select p.id from public.profiles p where p.is_public and lower(p.name) like $1
            order by lower(p.name) using operator(pg_catalog.~<~) limit $2)
          union
          (select p.id from public.profiles p where p.is_public and lower(p.last_name) like $1
            order by lower(p.last_name) using operator(pg_catalog.~<~) limit $2)) m$q$
      into extra using private.like_prefix(fixed), depth;
      ids := ids || extra;
    end if;
  end if;
  if cardinality(ids) = 0 then
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select p.id from public.profiles p where p.is_public and p.name operator(extensions.%>) $1
          and not p.id = any ($2)
        order by extensions.word_similarity($1, p.name) desc limit $3) m$q$
    into extra using q, ids, depth;
    ids := ids || extra;
  end if;
  return ids;
end $$;

