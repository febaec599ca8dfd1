-- Event search finds members-only community events for the community's members (community events landed
-- with the same release). Candidates are still read back as the caller, so the events policy decides.
create or replace function private.match_events(tsq tsquery, from_at timestamptz, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  ids uuid[];
begin
  execute $q$
    select coalesce(array_agg(m.id), '{}') from (
      select e.id from public.events e
      where e.search @@ $1 and e.status = 'scheduled' and e.starts_at >= $2
        and (e.visibility = 'public' or e.organizer_id = $4
          or (e.visibility = 'associates' and e.organizer_id = any ($5))
          or (e.visibility = 'community' and e.community_id = any ($7))
          or e.id = any ($6))
      order by e.starts_at desc, e.id desc
      limit $3) m$q$
  into ids using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
    private.community_ids();
  return ids;
end $$;
