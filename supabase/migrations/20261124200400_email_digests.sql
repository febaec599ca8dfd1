-- E-mail digests: for each member who chose daily or weekly (and keeps e-mail notifications on), one e-mail per
-- period listing what they have not read since the last digest, grouped by kind as on /notifications; never an
-- e-mail for nothing new. Each e-mail carries an unsubscribe link whose token works without signing in.

-- A random secret per member (like the calendar feed's token): it names the member to the unsubscribe function
-- and can be changed to revoke old links.
create table private.digest_tokens (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique default encode(extensions.gen_random_bytes(24), 'hex'),
  created_at timestamptz not null default now()
);
-- Only the digest functions read it; RLS with no policy keeps every API role out.
alter table private.digest_tokens enable row level security;

create function private.notification_label(kind text) returns text
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
    when 'deadline_reminder' then 'Saved opportunities closing soon'
    when 'saved_search_match' then 'New members matching your saved searches'
    when 'pitch_interest' then 'Investors interested in your pitches'
    when 'message' then 'New messages'
    when 'event_promoted' then 'Seats freed up at events you wait for'
    when 'event_cancelled' then 'Cancelled events'
    when 'event_reminder' then 'Event reminders'
    when 'event_message' then 'Messages from event organisers'
    else 'Other notifications'
  end
$$;

create function public.send_email_digests(
  as_of timestamptz default now(), site_url text default 'http://localhost:5173') returns int
language plpgsql security definer set search_path = '' as $$
declare
  member record;
  lines_text text;
  lines_html text;
  total int;
  link text;
  sent int := 0;
  base text := rtrim(coalesce(nullif(site_url, ''), 'http://localhost:5173'), '/');
begin
  for member in
    select p.user_id, u.email, p.name, p.email_digest,
           case p.email_digest when 'daily' then interval '1 day' else interval '7 days' end as period,
           p.last_digest_at
    from public.user_profiles p
    join auth.users u on u.id = p.user_id
    where p.email_digest in ('daily', 'weekly') and p.email_notifications and u.email is not null
      -- An hour of slack, so an hourly job does not slide the send time a little later every period.
      and (p.last_digest_at is null
           or p.last_digest_at <= as_of - (case p.email_digest when 'daily' then interval '1 day' else interval '7 days' end)
                                   + interval '1 hour')
  loop
    select count(*)::int,
           string_agg(format('- %s: %s', private.notification_label(g.type), g.n), E'\n' order by g.n desc, g.type),
           string_agg(format('<li>%s: <strong>%s</strong></li>', private.notification_label(g.type), g.n), '' order by g.n desc, g.type)
    into total, lines_text, lines_html
    from (
      select n.type, count(*) as n
      from public.notifications n
      where n.recipient_id = member.user_id and n.read_at is null and n.created_at <= as_of
        and n.created_at > coalesce(member.last_digest_at, as_of - member.period)
      group by n.type
    ) g;
    continue when coalesce(total, 0) = 0;
    insert into private.digest_tokens (user_id) values (member.user_id) on conflict (user_id) do nothing;
    link := base || '/api/digest/unsubscribe?token=' || (select t.token from private.digest_tokens t where t.user_id = member.user_id);
    insert into public.email_outbox (to_email, subject, body_text, body_html, kind)
    values (
      member.email,
      format('Your %s digest: what you missed on Campus Network', member.email_digest),
      format(E'Hello %s,\n\nHere is what you have not read yet:\n%s\n\nOpen your notifications: %s/notifications\n\nStop these e-mails: %s\n',
        member.name, lines_text, base, link),
      format('<p>Hello %s,</p><p>Here is what you have not read yet:</p><ul>%s</ul><p><a href="%s/notifications">Open your notifications</a></p><p style="font-size:12px"><a href="%s">Stop these digest e-mails</a></p>',
        replace(replace(replace(member.name, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), lines_html, base, link),
      'digest');
    update public.user_profiles set last_digest_at = as_of where user_id = member.user_id;
    sent := sent + 1;
  end loop;
  return sent;
end $$;
revoke execute on function public.send_email_digests(timestamptz, text) from public, anon, authenticated;
grant execute on function public.send_email_digests(timestamptz, text) to service_role;

-- The unsubscribe link: anyone holding the token may turn that member's digest off, and nothing else.
create function public.unsubscribe_digest(token text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if token is null or length(token) < 32 then
    return false;
  end if;
  update public.user_profiles p set email_digest = 'off'
  from private.digest_tokens t
  where t.token = unsubscribe_digest.token and p.user_id = t.user_id;
  return found;
end $$;
revoke execute on function public.unsubscribe_digest(text) from public;
grant execute on function public.unsubscribe_digest(text) to anon, authenticated;

select cron.schedule('email-digests', '5 * * * *',
  $$select public.send_email_digests(now(), coalesce(nullif(current_setting('app.site_url', true), ''), 'http://localhost:5173'))$$);
