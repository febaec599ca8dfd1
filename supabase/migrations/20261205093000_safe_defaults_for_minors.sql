-- Safe defaults for members under 18 (issue 35 item 6), from the date of birth on the owner's row.
--
-- A member who is under 18 when their profile is created, or who becomes one by a change of their date of
-- birth, starts private: profile seen by associates only, location, e-mail and phone hidden, conversations
-- started by associates only (with followers no exception). While under 18, the profile, the location and the
-- two message settings stay off: a write turning one on is refused with a sentence for the member; e-mail and
-- phone may be shown again (only associates see the profile anyway). Everything that follows from a private
-- profile (search, discovery, typeahead, suggestions, reading the profile, messages from strangers) is the rule
-- that already holds for private profiles. Ages are counted on the UTC calendar day, in SQL and in the app alike.
--
-- At 18 a scheduled job offers the member the choice once (a notification leading to Settings → Privacy);
-- nothing changes by itself and nothing recommends a public profile.

-- Under 18 on that day: the 18th birthday has not come yet (29 February births turn 18 on 28 February).
create function private.is_minor(dob date, as_of date default (now() at time zone 'UTC')::date) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select dob is not null and as_of < (dob + interval '18 years')::date
$$;
revoke all on function private.is_minor(date, date) from public;

-- Whether a member is under 18 today (the date of birth is on the owner-only row).
create function private.member_is_minor(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select private.is_minor(u.date_of_birth) from public.user_profiles u where u.user_id = member), false)
$$;
revoke all on function private.member_is_minor(uuid) from public;

-- Members who were under 18 on the network, with the day they turn 18 and whether the choice was offered.
create table private.minor_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  adult_on date not null,
  offered_at timestamptz,
  notice_seen_at timestamptz
);
create index minor_members_due_idx on private.minor_members (adult_on) where offered_at is null;
-- Only the functions below read and write it; RLS with no policy keeps every API role out.
alter table private.minor_members enable row level security;

-- After user_profiles_a_tidy (which clears the date of birth of organisations), before the guard.
create function private.apply_minor_defaults() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  today date := (now() at time zone 'UTC')::date;
  was_minor boolean := tg_op = 'UPDATE' and private.is_minor(old.date_of_birth, today);
begin
  if new.date_of_birth is not null and (tg_op = 'INSERT' or new.date_of_birth is distinct from old.date_of_birth) then
    if new.date_of_birth > today then
      raise exception 'Your date of birth cannot be in the future' using errcode = '22023';
    end if;
    if today < (new.date_of_birth + interval '13 years')::date then
      raise exception 'You must be at least 13 years old to join' using errcode = '22023';
    end if;
  end if;
  if was_minor and new.date_of_birth is null and lower(new.profile_type) is not distinct from old.profile_type then
    raise exception 'Members under 18 keep their date of birth on their profile' using errcode = '42501',
      hint = 'It is never shown to anyone; it keeps the privacy settings for members under 18.';
  end if;
  if not private.is_minor(new.date_of_birth, today) then
    if tg_op = 'UPDATE' and new.date_of_birth is distinct from old.date_of_birth and new.date_of_birth is not null then
      -- A corrected date of birth that makes the member an adult: the choice is theirs, offered once.
      update private.minor_members set adult_on = (new.date_of_birth + interval '18 years')::date
      where user_id = new.user_id and offered_at is null;
    end if;
    return new;
  end if;
  if not was_minor or new.date_of_birth is distinct from old.date_of_birth then
    insert into private.minor_members (user_id, adult_on)
    values (new.user_id, (new.date_of_birth + interval '18 years')::date)
    on conflict (user_id) do update set adult_on = excluded.adult_on, offered_at = null, notice_seen_at = null;
  end if;
  if not was_minor then
    -- Under 18 from this write on (a new profile, or a date of birth just given): every default at once.
    new.is_public := false;
    new.show_location := false;
    new.show_email := false;
    new.show_phone := false;
    new.allow_messages := false;
    new.allow_follower_messages := false;
    return new;
  end if;
  if (new.is_public and not old.is_public) or (new.show_location and not old.show_location) then
    raise exception 'Members under 18 keep their profile visible to associates only' using errcode = '42501',
      hint = 'The profile and the location stay hidden from members who are not associates until you turn 18.';
  end if;
  if (new.allow_messages and not old.allow_messages)
     or (new.allow_follower_messages and not old.allow_follower_messages) then
    raise exception 'Members under 18 receive new conversations from associates only' using errcode = '42501',
      hint = 'Messages beyond associates stay off until you turn 18.';
  end if;
  -- Whatever was left on before this rule existed goes off with the member's next write.
  new.is_public := false;
  new.show_location := false;
  new.allow_messages := false;
  new.allow_follower_messages := false;
  return new;
end $$;
revoke all on function private.apply_minor_defaults() from public;

create trigger user_profiles_b_minor_defaults before insert or update on public.user_profiles
  for each row execute function private.apply_minor_defaults();

-- The public projection of a member under 18 is never public, never open to strangers' messages and never shows a
-- location, whatever wrote it: discovery, search, typeahead and suggestions all read `profiles.is_public`.
create function private.keep_minor_projection_private() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if private.member_is_minor(new.id) then
    new.is_public := false;
    new.allow_messages := false;
    new.location := null;
  end if;
  return new;
end $$;
revoke all on function private.keep_minor_projection_private() from public;

create trigger profiles_minor_private before insert or update of is_public, allow_messages, location on public.profiles
  for each row when (new.is_public or new.allow_messages or new.location is not null)
  execute function private.keep_minor_projection_private();

-- Members already under 18 get the defaults now.
insert into private.minor_members (user_id, adult_on)
select u.user_id, (u.date_of_birth + interval '18 years')::date from public.user_profiles u
where private.is_minor(u.date_of_birth)
on conflict (user_id) do nothing;

update public.user_profiles
set is_public = false, show_location = false, show_email = false, show_phone = false,
  allow_messages = false, allow_follower_messages = false
where private.is_minor(date_of_birth);

-- The signed-in member's privacy standing: whether the settings for members under 18 hold, and whether the
-- one-time notice that the choice is now theirs is still to be shown.
create function public.minor_privacy_status()
returns table (is_minor boolean, adult_on date, choice_notice boolean)
language sql stable security definer set search_path = '' as $$
  select private.member_is_minor((select auth.uid())),
    m.adult_on,
    coalesce(m.offered_at is not null and m.notice_seen_at is null
      and not private.member_is_minor((select auth.uid())), false)
  from (select 1) one
  left join private.minor_members m on m.user_id = (select auth.uid())
$$;
revoke all on function public.minor_privacy_status() from public, anon;
grant execute on function public.minor_privacy_status() to authenticated;

create function public.dismiss_privacy_choice_notice() returns void
language sql security definer set search_path = '' as $$
  update private.minor_members set notice_seen_at = now()
  where user_id = (select auth.uid()) and offered_at is not null and notice_seen_at is null
$$;
revoke all on function public.dismiss_privacy_choice_notice() from public, anon;
grant execute on function public.dismiss_privacy_choice_notice() to authenticated;

insert into public.notification_types (type) values ('privacy_choice_at_18');

-- Members who have turned 18 (UTC day of `as_of`) are told, once, that their privacy settings are theirs to choose.
create function public.offer_adult_privacy_choice(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  today date := (as_of at time zone 'UTC')::date;
  offered int := 0;
  m record;
begin
  for m in
    update private.minor_members set offered_at = as_of
    where offered_at is null and adult_on <= today
    returning user_id
  loop
    perform private.notify(m.user_id, null, 'privacy_choice_at_18', 'profile', m.user_id);
    offered := offered + 1;
  end loop;
  return offered;
end $$;
revoke execute on function public.offer_adult_privacy_choice(timestamptz) from public, anon, authenticated;
grant execute on function public.offer_adult_privacy_choice(timestamptz) to service_role;

select cron.schedule('adult-privacy-choice', '23 * * * *', 'select public.offer_adult_privacy_choice(now())');

create or replace function private.notification_label(kind text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case kind
    when 'post_like' then 'Likes on your posts'
    when 'post_comment' then 'Comments on your posts'
    when 'comment_reply' then 'Replies to your comments'
    when 'mention' then 'Mentions'
    when 'repost' then 'Reposts of your posts'
    when 'new_follower' then 'New followers'
    when 'associate_request' then 'Associate requests'
    when 'associate_accepted' then 'Accepted associate requests'
    when 'application_received' then 'New applications to your opportunities'
    when 'application_status' then 'Changes to your applications'
    when 'deadline_reminder' then 'Saved opportunities closing soon'
    when 'saved_search_match' then 'New members matching your saved searches'
    when 'pitch_interest' then 'Investors interested in your pitches'
    when 'message' then 'New messages'
    when 'event_promoted' then 'Seats freed up at events you wait for'
    when 'event_cancelled' then 'Cancelled events'
    when 'event_reminder' then 'Event reminders'
    when 'event_message' then 'Messages from event organisers'
    when 'organisation_opportunity' then 'New opportunities from organisations you follow'
    when 'skill_endorsed' then 'Endorsements of your skills'
    when 'recommendation_received' then 'Recommendations written for you'
    when 'recommendation_approved' then 'Your recommendations approved'
    when 'privacy_choice_at_18' then 'Privacy choices'
    else 'Other notifications'
  end
$function$;
