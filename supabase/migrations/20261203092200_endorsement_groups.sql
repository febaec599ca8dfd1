-- Issue 33 item 4: a member's skill endorsements are one line a week ("Maya Chen and 3 others endorsed your
-- skills"), not one line per endorsement: they are about the endorsed member (the notification's entity, their
-- profile), as new followers are. The function as in 20261203090400, with 'skill_endorsed' among the kinds
-- grouped by their entity.
create or replace function private.notification_group_key(kind text, post uuid, entity uuid, data jsonb, id uuid)
returns text
language sql immutable parallel safe set search_path = '' as $$
  select kind || ':' || coalesce(case
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then coalesce(post, entity)::text
    when kind in ('new_follower', 'verification_requested') then 'me'
    when kind = 'application_status' then coalesce(data ->> 'application_id', entity::text)
    when kind = 'community_post' then data ->> 'community_id'
    when kind in ('application_received', 'pitch_interest', 'community_join_request', 'message', 'skill_endorsed')
      then entity::text
  end, id::text)
$$;
