-- The notification kinds of issues 33–35, each added by its own migration, in one place: those migrations each
-- replaced `notification_category`, `notification_label` or `notification_group_key` with the kinds known when
-- they were written, so the latest one alone would leave the others' kinds as "other", unlabelled or ungrouped.

create or replace function private.notification_category(kind text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when kind = 'mention' then 'mentions'
    when kind in ('post_like', 'post_comment', 'comment_reply', 'repost') then 'posts'
    when kind in ('new_follower', 'associate_request', 'associate_accepted', 'saved_search_match')
      or kind like 'associate%' or kind like '%follow%' then 'associates'
    when kind in ('application_received', 'application_status', 'application_still_in_review', 'deadline_reminder')
      or kind like 'application%' or kind like '%opportunit%' or kind like 'interview%' then 'applications'
    when kind like 'message%' then 'messages'
    when kind like 'event%' or kind like '%event' then 'events'
    when kind like 'community%' then 'communities'
    else 'other'
  end
$$;

create or replace function private.notification_label(kind text) returns text
language sql immutable set search_path = '' as $$
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
    when 'application_still_in_review' then 'Updates on applications still in review'
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
    when 'interview_offered' then 'Interview times offered to you'
    when 'interview_booked' then 'Interviews booked'
    when 'interview_rescheduled' then 'Interviews moved'
    when 'interview_cancelled' then 'Interviews cancelled'
    when 'interview_reminder' then 'Interview reminders'
    when 'opportunity_alert' then 'New opportunities matching your alerts'
    when 'privacy_choice_at_18' then 'Privacy choices'
    when 'moderation_decision' then 'Moderation decisions about your content'
    when 'moderation_report_outcome' then 'Outcomes of your reports'
    when 'moderation_appeal_decided' then 'Decisions on your appeals'
    else 'Other notifications'
  end
$$;

-- Grouped lines: skill endorsements by the endorsed member (20261203092200), an alert's matches by the alert
-- (20261204090000).
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
    when kind = 'opportunity_alert' then data ->> 'alert_id'
  end, id::text)
$$;
