-- Search (issue 17): the typeahead's communities for a prefix of three letters or more read a bounded range.
-- They were read as `order by lower(name) limit 50`, an order the `text_pattern_ops` index does not give (the
-- database's collation is not C), so every name with the prefix was read and sorted; and names similar to the
-- prefix (`name %> query`) were read on every keystroke, through trigram posting lists that grow with the
-- communities. "mar" at 10,000 communities: 250 names sorted, 994 trigram matches, 14 ms of the typeahead's
-- 17 ms. Now, as the people's typeahead: the prefix range in its index's order, up to 100 names ranked whole
-- by members; a range that fills 100 names takes the largest from the two-letter bucket; similar names only
-- when no name starts with the prefix.

-- pg_trgm's settings exist once its library is loaded (see 20261130090100).
select extensions.similarity('', '');

create function private.typeahead_communities(q text, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off as $$
declare
  word text := pg_catalog.lower(q);
  pattern text := private.like_prefix(q);
  ids uuid[];
  extra uuid[];
  crowded boolean;
begin
  if char_length(word) = 2 then
    execute $q$
      select coalesce(array_agg(c.id order by c.member_count desc, c.id), '{}') from (
        select c.id, c.member_count from public.communities c where lower(left(c.name, 2)) = $1
        order by lower(left(c.name, 2)), c.member_count desc, c.id limit $2) c$q$
    into ids using word, max_rows;
    return ids;
  end if;
  execute $q$
    select coalesce(array_agg(c.id order by c.member_count desc, c.id), '{}'), count(*) >= 100 from (
      select c.id, c.member_count from public.communities c where lower(c.name) like $1
      order by lower(c.name) using operator(pg_catalog.~<~) limit 100) c$q$
  into ids, crowded using pattern;
  ids := ids[1:max_rows];
  -- A range of 100 names or more: the largest of them, from its bucket (at most 1,000 entries).
  if crowded then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id), '{}') from (
        select b.id from (select c.id, c.name from public.communities c where lower(left(c.name, 2)) = $2
            order by lower(left(c.name, 2)), c.member_count desc, c.id limit 1000) b
          where lower(b.name) like $1 limit $3) b$q$
    into extra using pattern, left(word, 2), max_rows;
    perform set_config('enable_bitmapscan', 'on', true);
    ids := array(select c.id from public.communities c where c.id = any (ids || extra)
      order by c.member_count desc, c.id limit max_rows);
  end if;
  -- No name starts with it: perhaps a typo.
  if cardinality(ids) = 0 then
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select c.id from public.communities c where c.name operator(extensions.%>) $1
        order by extensions.word_similarity($1, c.name) desc, c.id limit $2) m$q$
    into ids using q, max_rows;
  end if;
  return ids;
end $$;
revoke execute on function private.typeahead_communities(text, int) from public, anon;
grant execute on function private.typeahead_communities(text, int) to authenticated;

-- The typeahead (as 20261125140100), its communities from the helper above.
create or replace function public.search_typeahead(query text) returns jsonb
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 set enable_seqscan = off as $$
declare
  q text := btrim(coalesce(query, ''));
  word text := lower(regexp_replace(btrim(coalesce(query, '')), '^#', ''));
  blocked uuid[] := private.blocked_ids();
  people jsonb;
  communities jsonb;
  tags jsonb;
  ids uuid[];
begin
  if char_length(word) < 2 then
    return jsonb_build_object('people', '[]'::jsonb, 'communities', '[]'::jsonb, 'hashtags', '[]'::jsonb);
  end if;
  if q !~ '^#' then
    -- Ten, so that five remain if the caller blocked some of them.
    ids := private.typeahead_people(q, private.network_ids(), 10);
    select coalesce(jsonb_agg(to_jsonb(x) - 'rank' order by x.rank), '[]') into people
    from (
      select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.verification_status, p.follower_count,
        array_position(ids, p.id) as rank
      from public.profiles p
      where p.id = any (ids) and p.is_public
        and not p.id = any (blocked)
      order by 8
      limit 5
    ) x;
    -- Every member may read every community's header.
    ids := private.typeahead_communities(q, 3);
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member_count desc, x.id), '[]') into communities
    from (
      select c.id, c.slug, c.name, c.icon_url, c.visibility, c.member_count from public.communities c
      where c.id = any (ids)
    ) x;
  end if;
  execute $q$
    select coalesce(jsonb_agg(to_jsonb(x) order by x.use_count desc, x.tag), '[]') from (
      (select h.tag, h.use_count from public.hashtags h
        where char_length($1) = 2 and left(h.tag, 2) = $1
        order by left(h.tag, 2), h.use_count desc, h.tag limit 5)
      union all
      (select h.tag, h.use_count from public.hashtags h
        where char_length($1) > 2 and h.tag like $2
        order by h.use_count desc, h.tag limit 5)
    ) x$q$
  into tags using word, private.like_prefix(word);
  return jsonb_build_object('people', coalesce(people, '[]'), 'communities', coalesce(communities, '[]'),
    'hashtags', tags);
end $$;
