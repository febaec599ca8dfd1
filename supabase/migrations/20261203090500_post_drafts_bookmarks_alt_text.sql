-- Issue 33 item 5: drafts that follow a member across devices, private bookmarks of posts, alt text on images.

-- Alt text: one entry per image of `media`, in the same order ('' when the author skipped it). Rows written
-- before this column have none ('{}'), which reads as "no alt text on any image".
alter table public.posts add column media_alt text[] not null default '{}';
alter table public.posts add constraint posts_media_alt_shape check (
  (cardinality(media_alt) = 0 or cardinality(media_alt) = cardinality(media))
  and array_position(media_alt, null) is null
  and char_length(array_to_string(media_alt, '')) <= 4000
);

-- One draft per member and place: the home composer (community_id null) and each community's composer.
-- The body is stored as the composer's markup (mentions kept); images are already uploaded, so the draft
-- keeps their paths in the member's post-media folder.
create table public.post_drafts (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  community_id uuid references public.communities (id) on delete cascade,
  body text not null default '',
  media text[] not null default '{}',
  media_alt text[] not null default '{}',
  visibility text not null default 'public',
  updated_at timestamptz not null default now(),
  constraint post_drafts_one_per_place unique nulls not distinct (member_id, community_id),
  -- Longer than a post may be: a draft keeps what was typed while the member trims it.
  constraint post_drafts_body_length check (char_length(body) <= 6000),
  constraint post_drafts_media_count check (cardinality(media) <= 4),
  constraint post_drafts_media_alt_shape check (
    cardinality(media_alt) = cardinality(media)
    and array_position(media_alt, null) is null
    and char_length(array_to_string(media_alt, '')) <= 4000
  ),
  constraint post_drafts_visibility_check check (visibility in ('public', 'associates'))
);
alter table public.post_drafts enable row level security;

-- The server's clock says when a draft was last saved, whatever the device's says.
create function private.touch_post_draft() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
create trigger post_drafts_touch before insert or update on public.post_drafts
  for each row execute function private.touch_post_draft();

-- Publishing from any device ends the draft of that place (runs as the author: their own draft, by RLS).
create function private.end_post_draft() returns trigger
language plpgsql set search_path = '' as $$
begin
  delete from public.post_drafts d
  where d.member_id = new.author_id and d.community_id is not distinct from new.community_id;
  return null;
end
$$;
create trigger posts_end_draft after insert on public.posts
  for each row when (new.repost_of is null) execute function private.end_post_draft();

grant select, insert (member_id, community_id, body, media, media_alt, visibility),
  update (body, media, media_alt, visibility), delete on public.post_drafts to authenticated;

create policy "members read their own drafts" on public.post_drafts
  for select to authenticated using (member_id = (select auth.uid()));
-- A draft's images must be the member's own uploads; a community draft needs membership of it.
create policy "members write their own drafts" on public.post_drafts
  for insert to authenticated
  with check (
    member_id = (select auth.uid())
    and (community_id is null or community_id = any ((select private.community_ids())::uuid[]))
    and not exists (select 1 from unnest(media) as m(path) where m.path not like (select auth.uid())::text || '/%')
  );
create policy "members change their own drafts" on public.post_drafts
  for update to authenticated
  using (member_id = (select auth.uid()))
  with check (
    member_id = (select auth.uid())
    and not exists (select 1 from unnest(media) as m(path) where m.path not like (select auth.uid())::text || '/%')
  );
create policy "members delete their own drafts" on public.post_drafts
  for delete to authenticated using (member_id = (select auth.uid()));
create policy "Two-step verification completed when turned on" on public.post_drafts
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

-- Bookmarks are private: no count anywhere, nobody but the member reads them.
create table public.post_bookmarks (
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  post_id uuid not null references public.posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, post_id)
);
create index post_bookmarks_recent_idx on public.post_bookmarks (member_id, created_at desc, post_id);
create index post_bookmarks_post_idx on public.post_bookmarks (post_id);
alter table public.post_bookmarks enable row level security;

grant select, insert (member_id, post_id), delete on public.post_bookmarks to authenticated;

create policy "members read their own bookmarks" on public.post_bookmarks
  for select to authenticated using (member_id = (select auth.uid()));
-- The exists reads posts under the member's own policy: only a post they may see can be bookmarked.
create policy "members bookmark posts they may see" on public.post_bookmarks
  for insert to authenticated
  with check (
    member_id = (select auth.uid())
    and exists (select 1 from public.posts p where p.id = post_bookmarks.post_id)
  );
create policy "members remove their own bookmarks" on public.post_bookmarks
  for delete to authenticated using (member_id = (select auth.uid()));
create policy "Two-step verification completed when turned on" on public.post_bookmarks
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));
