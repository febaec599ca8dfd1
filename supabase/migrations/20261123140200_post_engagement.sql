-- Engagement on the author dashboard counts members, not actions: one member who likes, comments and
-- reposts is one engaged member, so the rate (engaged members per viewer) can never pass 100 %.
-- Security invoker: it counts what the author may see of their own posts' likes, comments and reposts.
create function public.my_post_engagement()
returns table (post_id uuid, engaged_members int)
language sql stable set search_path = '' as $$
  select p.id, (
    select count(*)::int from (
      select l.user_id as member from public.post_likes l where l.post_id = p.id
      union select c.author_id from public.post_comments c where c.post_id = p.id
      union select r.author_id from public.posts r where r.repost_of = p.id
    ) engaged where engaged.member <> p.author_id)
  from public.posts p
  where p.author_id = (select auth.uid())
$$;
revoke execute on function public.my_post_engagement() from public, anon;
grant execute on function public.my_post_engagement() to authenticated;
