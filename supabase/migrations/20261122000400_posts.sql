-- The home feed: posts (text, up to 4 images, reposts, public or associates-only), likes, comments with
-- one level of replies, reports. Counters are kept by triggers; hashtags and mentions are parsed from
-- the body by the database so that nobody can forge them.

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null references public.profiles (id) on delete cascade,
  body text not null default '',
  media text[] not null default '{}',
  visibility text not null default 'public' check (visibility in ('public', 'associates')),
  -- A copy of the author's profiles.is_public (kept by trigger), so reading a feed page checks columns,
  -- not a function per row.
  author_is_public boolean not null default true,
  repost_of uuid references public.posts (id) on delete cascade,
  hashtags text[] not null default '{}',
  mentions uuid[] not null default '{}',
  like_count int not null default 0,
  comment_count int not null default 0,
  repost_count int not null default 0,
  view_count int not null default 0,
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  constraint posts_body_length check (char_length(body) <= 3000),
  constraint posts_media_count check (cardinality(media) <= 4),
  constraint posts_not_empty check (btrim(body) <> '' or cardinality(media) > 0 or repost_of is not null)
);
alter table public.posts enable row level security;
create index posts_feed_idx on public.posts (created_at desc, id desc);
create index posts_author_idx on public.posts (author_id, created_at desc, id desc);
create index posts_repost_of_idx on public.posts (repost_of);
create index posts_hashtags_idx on public.posts using gin (hashtags);
create unique index posts_one_repost_per_member on public.posts (author_id, repost_of) where repost_of is not null;

-- Who may read a post: its author, associates of the author, and everyone for public posts of public profiles.
create function private.can_see_post(post_author uuid, post_visibility text) returns boolean
language sql stable security definer set search_path = '' as $$
  select post_author = (select auth.uid())
    or private.is_associate(post_author)
    or (post_visibility = 'public' and exists (select 1 from public.profiles p where p.id = post_author and p.is_public))
$$;
grant execute on function private.can_see_post(uuid, text) to authenticated;

create policy "members read posts they may see" on public.posts
  for select to authenticated using (
    (visibility = 'public' and author_is_public)
    or author_id = (select auth.uid())
    or author_id = any ((select private.associate_ids())::uuid[]));
create policy "members post as themselves" on public.posts
  for insert to authenticated with check (author_id = (select auth.uid()));
create policy "authors edit their posts" on public.posts
  for update to authenticated using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy "authors delete their posts" on public.posts
  for delete to authenticated using (author_id = (select auth.uid()));

create function private.parse_hashtags(body text) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(distinct lower(m[1])), '{}')
  from regexp_matches(body, '(?:^|[^[:alnum:]_&/])#([[:alpha:]][[:alnum:]_]{0,49})', 'g') as m
$$;

-- Mentions are written by the composer as @[Name](member-id).
create function private.parse_mentions(body text) returns uuid[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(distinct m[1]::uuid), '{}')
  from regexp_matches(body, '@\[[^\]\n]{1,120}\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)', 'g') as m
$$;

-- Runs as the caller (no definer rights): `current_user` tells a member's own write from the counter
-- triggers, which run as the owner and may change the counts.
create function private.guard_post() returns trigger
language plpgsql set search_path = '' as $$
declare
  original public.posts;
begin
  if tg_op = 'INSERT' then
    if current_user in ('authenticated', 'anon') then
      new.created_at := now();
      new.like_count := 0; new.comment_count := 0; new.repost_count := 0; new.view_count := 0;
      new.edited_at := null;
    end if;
    if new.repost_of is not null then
      select * into original from public.posts where id = new.repost_of;
      if original.id is null then
        raise exception 'The post you are reposting no longer exists' using errcode = '23503';
      end if;
      if original.repost_of is not null then
        new.repost_of := original.repost_of;
        select * into original from public.posts where id = new.repost_of;
      end if;
      if original.visibility <> 'public' then
        raise exception 'Only public posts can be reposted' using errcode = '42501';
      end if;
      if original.author_id = new.author_id then
        raise exception 'You cannot repost your own post' using errcode = '22023';
      end if;
    end if;
  else
    new.id := old.id;
    new.author_id := old.author_id;
    new.repost_of := old.repost_of;
    new.created_at := old.created_at;
    if current_user in ('authenticated', 'anon') then
      new.like_count := old.like_count; new.comment_count := old.comment_count;
      new.repost_count := old.repost_count; new.view_count := old.view_count;
      if new.body is distinct from old.body or new.media is distinct from old.media
         or new.visibility is distinct from old.visibility then
        new.edited_at := now();
      else
        new.edited_at := old.edited_at;
      end if;
    end if;
  end if;
  new.author_is_public := coalesce((select p.is_public from public.profiles p where p.id = new.author_id), true);
  new.hashtags := private.parse_hashtags(new.body);
  new.mentions := private.parse_mentions(new.body);
  return new;
end $$;
create trigger posts_guard before insert or update on public.posts
  for each row execute function private.guard_post();

create function private.sync_post_author_visibility() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.posts set author_is_public = new.is_public where author_id = new.id;
  return null;
end $$;
create trigger profiles_sync_post_visibility after update of is_public on public.profiles
  for each row when (old.is_public is distinct from new.is_public)
  execute function private.sync_post_author_visibility();

create function private.count_posts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.profiles set post_count = post_count + 1 where id = new.author_id;
    if new.repost_of is not null then
      update public.posts set repost_count = repost_count + 1 where id = new.repost_of;
    end if;
  else
    update public.profiles set post_count = greatest(post_count - 1, 0) where id = old.author_id;
    if old.repost_of is not null then
      update public.posts set repost_count = greatest(repost_count - 1, 0) where id = old.repost_of;
    end if;
  end if;
  return null;
end $$;
create trigger posts_count after insert or delete on public.posts
  for each row execute function private.count_posts();

create table public.post_likes (
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
alter table public.post_likes enable row level security;
create index post_likes_user_idx on public.post_likes (user_id, created_at desc);

-- Own likes first: "liked by me" on a feed page then costs one index probe per post.
create policy "members read their likes and likes of posts they may see" on public.post_likes
  for select to authenticated using (
    user_id = (select auth.uid()) or exists (select 1 from public.posts p where p.id = post_id));
create policy "members like posts they may see as themselves" on public.post_likes
  for insert to authenticated with check (
    user_id = (select auth.uid()) and exists (select 1 from public.posts p where p.id = post_id));
create policy "members take back their likes" on public.post_likes
  for delete to authenticated using (user_id = (select auth.uid()));

create function private.count_likes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.posts set like_count = like_count + 1 where id = new.post_id;
  else
    update public.posts set like_count = greatest(like_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end $$;
create trigger post_likes_count after insert or delete on public.post_likes
  for each row execute function private.count_likes();

create table public.post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  parent_id uuid references public.post_comments (id) on delete cascade,
  body text not null,
  mentions uuid[] not null default '{}',
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  constraint post_comments_body_length check (char_length(btrim(body)) between 1 and 1500)
);
alter table public.post_comments enable row level security;
create index post_comments_post_idx on public.post_comments (post_id, created_at);
create index post_comments_parent_idx on public.post_comments (parent_id);
create index post_comments_author_idx on public.post_comments (author_id);

create policy "members read comments on posts they may see" on public.post_comments
  for select to authenticated using (exists (select 1 from public.posts p where p.id = post_id));
create policy "members comment as themselves on posts they may see" on public.post_comments
  for insert to authenticated with check (
    author_id = (select auth.uid()) and exists (select 1 from public.posts p where p.id = post_id));
create policy "authors edit their comments" on public.post_comments
  for update to authenticated using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy "authors and post owners delete comments" on public.post_comments
  for delete to authenticated using (
    author_id = (select auth.uid())
    or exists (select 1 from public.posts p where p.id = post_id and p.author_id = (select auth.uid())));

create function private.guard_comment() returns trigger
language plpgsql set search_path = '' as $$
declare
  parent public.post_comments;
begin
  if tg_op = 'INSERT' then
    if new.parent_id is not null then
      select * into parent from public.post_comments where id = new.parent_id;
      if parent.id is null or parent.post_id <> new.post_id then
        raise exception 'The comment you are replying to is not on this post' using errcode = '22023';
      end if;
      -- One level of replies: a reply to a reply joins its thread.
      new.parent_id := coalesce(parent.parent_id, parent.id);
    end if;
    if current_user in ('authenticated', 'anon') then
      new.created_at := now();
      new.edited_at := null;
    end if;
  else
    new.id := old.id; new.post_id := old.post_id; new.author_id := old.author_id;
    new.parent_id := old.parent_id; new.created_at := old.created_at;
    new.edited_at := case when new.body is distinct from old.body then now() else old.edited_at end;
  end if;
  new.mentions := private.parse_mentions(new.body);
  return new;
end $$;
create trigger post_comments_guard before insert or update on public.post_comments
  for each row execute function private.guard_comment();

create function private.count_comments() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.posts set comment_count = comment_count + 1 where id = new.post_id;
  else
    update public.posts set comment_count = greatest(comment_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end $$;
create trigger post_comments_count after insert or delete on public.post_comments
  for each row execute function private.count_comments();

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  post_id uuid references public.posts (id) on delete cascade,
  comment_id uuid references public.post_comments (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'misinformation', 'inappropriate', 'other')),
  details text check (details is null or char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'reviewed', 'dismissed')),
  created_at timestamptz not null default now(),
  constraint reports_one_target check (num_nonnulls(post_id, comment_id) = 1)
);
alter table public.reports enable row level security;
create index reports_reporter_idx on public.reports (reporter_id);
create index reports_post_idx on public.reports (post_id);
create index reports_comment_idx on public.reports (comment_id);
create unique index reports_once_per_post on public.reports (reporter_id, post_id) where post_id is not null;
create unique index reports_once_per_comment on public.reports (reporter_id, comment_id) where comment_id is not null;

create policy "reporters read their reports" on public.reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "members report what they may see" on public.reports
  for insert to authenticated with check (
    reporter_id = (select auth.uid()) and status = 'open'
    and (post_id is null or exists (select 1 from public.posts p where p.id = post_id))
    and (comment_id is null or exists (select 1 from public.post_comments c where c.id = comment_id)));
