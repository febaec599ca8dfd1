-- Search (issue 17): a community query that matches nothing as typed costs what one that matches does, at any
-- size of the network. It fell back to a trigram scan of every name (`name %> query`), whose posting lists grow
-- with the communities (every "… Guild …" adds to "gui", "uil", "ild"): "Robotics Guild 1234", which no name
-- holds whole, took 7 ms at 10,000 communities and 16 ms at 20,000. Instead, as for people's names:
--   * a misspelled word is corrected against a dictionary of the words of community names (it grows with the
--     variety of words, not with the communities), and the correction is read like any typed query;
--   * when no community holds every word, those holding all words but one (two to five words), read like the
--     words of any query: the largest first when the words are common, their few index entries when rare.
-- The dictionary holds words only, and only the definer helpers read it (a private community's name is shown
-- to everyone in its header, so its words may correct a query; what is found is still read as the caller).

create table private.community_name_words (word text primary key);
alter table private.community_name_words enable row level security;
revoke all on private.community_name_words from public, anon, authenticated;

-- The words of a name or a query: lower case, split at anything but letters and digits.
create function private.search_words(value text) returns text[]
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(array_agg(w), '{}') from pg_catalog.regexp_split_to_table(pg_catalog.lower(coalesce(value, '')),
    '[^[:alnum:]]+') w where w <> ''
$$;
revoke execute on function private.search_words(text) from public, anon, authenticated;

insert into private.community_name_words (word)
select distinct pg_catalog.unnest(private.search_words(c.name)) from public.communities c
on conflict do nothing;
-- After the words, and without a pending list: a GIN index's pending list is read in full by every search
-- until a vacuum merges it (5 ms for 10,000 words), and a dictionary is read far more often than it grows.
create index community_name_words_trigrams on private.community_name_words using gin (word extensions.gin_trgm_ops)
  with (fastupdate = off);

-- The people's dictionary (20261127090100) likewise: its words went into the pending list.
alter index private.name_words_trigrams set (fastupdate = off);
select pg_catalog.gin_clean_pending_list('private.name_words_trigrams'::regclass);

-- New communities' words, once per statement.
create function private.remember_inserted_community_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.community_name_words (word)
  select distinct pg_catalog.unnest(private.search_words(r.name)) from inserted r
  on conflict do nothing;
  return null;
end $$;
revoke execute on function private.remember_inserted_community_words() from public, anon, authenticated;

create trigger communities_name_words_on_insert after insert on public.communities
  referencing new table as inserted for each statement execute function private.remember_inserted_community_words();

-- A renamed community's new words.
create function private.remember_renamed_community_words() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.community_name_words (word)
  select pg_catalog.unnest(private.search_words(new.name))
  on conflict do nothing;
  return null;
end $$;
revoke execute on function private.remember_renamed_community_words() from public, anon, authenticated;

create trigger communities_name_words_on_rename after update of name on public.communities
  for each row when (old.name is distinct from new.name) execute function private.remember_renamed_community_words();

-- The words with each of three letters or more that `dictionary` does not hold replaced by the most similar word
-- it does (pg_trgm's similarity, at its threshold; through the trigram index, each word looked up once), joined
-- by spaces; null when nothing changes or a word has no similar one.
create function private.corrected_words(words text[], dictionary regclass) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  word text;
  found text;
  fixed text[] := '{}';
  changed boolean := false;
begin
  foreach word in array coalesce(words, '{}') loop
    found := null;
    if char_length(word) < 3 then
      found := word;
    else
      execute format('select d.word from %s d where d.word = $1', dictionary) into found using word;
    end if;
    if found is null then
      execute format($q$select d.word from %s d where d.word operator(extensions.%%) $1
        order by extensions.similarity(d.word, $1) desc, d.word limit 1$q$, dictionary) into found using word;
      if found is null then
        return null;
      end if;
      changed := true;
    end if;
    fixed := fixed || found;
  end loop;
  return case when changed then pg_catalog.array_to_string(fixed, ' ') end;
end $$;
revoke execute on function private.corrected_words(text[], regclass) from public, anon, authenticated;

-- A community query corrected against the words of community names.
create function private.corrected_community_name(q text) returns text
language sql stable security definer set search_path = '' as $$
  select private.corrected_words(private.search_words(q), 'private.community_name_words'::regclass)
$$;
revoke execute on function private.corrected_community_name(text) from public, anon, authenticated;

-- People's names (20261127090100) through the same helper: it looked each word up once per aggregate.
create or replace function private.corrected_name(q text) returns text
language sql stable security definer set search_path = '' as $$
  select private.corrected_words(pg_catalog.regexp_split_to_array(pg_catalog.lower(pg_catalog.btrim(q)), '\s+'),
    'private.name_words'::regclass)
$$;

-- Two to five words: the query holding all of them but one, any one (`(a & b) | (a & c) | (b & c)`);
-- null for fewer or more words.
create function private.all_words_but_one(q text) returns tsquery
language plpgsql stable set search_path = '' as $$
declare
  words text[] := private.search_words(q);
  part tsquery;
  result tsquery;
begin
  if cardinality(words) not between 2 and 5 then
    return null;
  end if;
  for i in 1 .. cardinality(words) loop
    part := pg_catalog.plainto_tsquery('pg_catalog.english'::regconfig,
      pg_catalog.array_to_string(words[:i - 1] || words[i + 1:], ' '));
    if pg_catalog.numnode(part) > 0 then
      result := case when result is null then part else result operator(pg_catalog.||) part end;
    end if;
  end loop;
  return result;
end $$;
revoke execute on function private.all_words_but_one(text) from public, anon, authenticated;

-- Communities holding the words, at most `depth`: for a common query the largest, walking the members index
-- until `depth` match; for a rare one its index entries (at most 1,000), the largest first.
create function private.communities_holding(tsq tsquery, category_filter text, depth int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  category_clause text := case when category_filter is null then '' else ' and c.category = $3' end;
begin
  if tsq is null or numnode(tsq) = 0 then
    return '{}';
  end if;
  if private.word_is_common(format(
      'select 1 from public.communities c where private.community_doc(c.name, c.description, c.category) @@ %L::tsquery',
      tsq), 'public.communities', depth) then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select c.id from public.communities c where c.search @@ $1 %1$s
        order by c.member_count desc, c.id desc limit $2) m$q$, category_clause)
    into ids using tsq, depth, category_filter;
    perform set_config('enable_bitmapscan', 'on', true);
  else
    perform set_config('enable_indexscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select x.id from (select c.id, c.member_count from public.communities c
          where private.community_doc(c.name, c.description, c.category) @@ $1 %1$s limit 1000) x
        order by x.member_count desc, x.id desc limit $2) m$q$, category_clause)
    into ids using tsq, depth, category_filter;
    perform set_config('enable_indexscan', 'on', true);
  end if;
  return ids;
end $$;
revoke execute on function private.communities_holding(tsquery, text, int) from public, anon, authenticated;

-- Names starting with the query, in the prefix index's order; a name more than `depth` communities start with:
-- the largest of them, from the name's bucket (at most 20 × depth entries read).
create function private.communities_named(q text, category_filter text, depth int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  names uuid[];
  extra uuid[];
  category_clause text := case when category_filter is null then '' else ' and c.category = $3' end;
begin
  execute format($q$
    select coalesce(array_agg(c.id), '{}') from (
      select c.id from public.communities c where lower(c.name) like $1 %1$s
      order by lower(c.name) using operator(pg_catalog.~<~) limit $2) c$q$, category_clause)
  into names using private.like_prefix(q), depth, category_filter;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(c.id), '{}') from (
        select c.id from (select c.id, c.name, c.category from public.communities c where lower(left(c.name, 2)) = $4
            order by lower(left(c.name, 2)), c.member_count desc, c.id limit $5) c
          where lower(c.name) like $1 %1$s limit $2) c$q$, category_clause)
    into extra using private.like_prefix(q), depth, category_filter, lower(left(q, 2)), 20 * depth;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  return names;
end $$;
revoke execute on function private.communities_named(text, text, int) from public, anon, authenticated;

-- Community candidates: the caller's communities matching the name or the words, names starting with the query,
-- communities holding its words. Nothing: the query with misspelled words corrected, read the same way; still
-- nothing: communities holding all of its words but one.
create or replace function private.community_candidates(q text, tsq tsquery, category_filter text, mine uuid[],
  depth int, enough int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  category_clause text := case when category_filter is null then '' else ' and c.category = $5' end;
  fixed text;
begin
  execute format($q$
    select coalesce(array_agg(c.id), '{}') from (
      select c.id from public.communities c where c.id = any ($4) %1$s
        and (lower(c.name) like $1 or c.search @@ $2) limit $3) c$q$, category_clause)
  into ids using private.like_prefix(q), tsq, depth, mine, category_filter;
  ids := ids || private.communities_named(q, category_filter, depth)
    || private.communities_holding(tsq, category_filter, depth);
  if cardinality(ids) = 0 then
    fixed := private.corrected_community_name(q);
    if fixed is not null then
      ids := private.communities_named(fixed, category_filter, depth)
        || private.communities_holding(pg_catalog.websearch_to_tsquery('pg_catalog.english'::regconfig, fixed),
          category_filter, depth);
    end if;
  end if;
  if cardinality(ids) = 0 then
    ids := private.communities_holding(private.all_words_but_one(coalesce(fixed, q)), category_filter, depth);
  end if;
  return array(select distinct pg_catalog.unnest(ids));
end $$;
