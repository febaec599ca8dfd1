-- Demo data for local development: one confirmed account per profile type.
-- Every demo account signs in with the password "demo-password".

-- auth rows are written the way GoTrue writes them: its token and e-mail-change columns are empty strings,
-- never null (GoTrue reads them as strings and fails sign-in on a null).
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
  extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now() - interval '90 days',
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('full_name', d.name, 'name', d.name, 'first_name', d.first_name, 'last_name', d.last_name,
    'email_verified', true),
  now() - interval '90 days', now()
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 'student@demo.campus.test', 'Maya Okafor', 'Maya', 'Okafor'),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'company@demo.campus.test', 'Northwind Labs', 'Northwind', 'Labs'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'employer@demo.campus.test', 'Daniel Reyes', 'Daniel', 'Reyes'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'university@demo.campus.test', 'Lakeside University', 'Lakeside', 'University'),
  ('00000000-0000-4000-8000-000000000005'::uuid, 'professor@demo.campus.test', 'Prof. Amara Singh', 'Amara', 'Singh'),
  ('00000000-0000-4000-8000-000000000006'::uuid, 'influencer@demo.campus.test', 'Leo Martins', 'Leo', 'Martins'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'investor@demo.campus.test', 'Harbor Ventures', 'Harbor', 'Ventures'),
  ('00000000-0000-4000-8000-000000000008'::uuid, 'philanthropist@demo.campus.test', 'Grace Whitfield', 'Grace', 'Whitfield')
) as d (id, email, name, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
  'phone_verified', false), 'email', now(), u.created_at, u.created_at
from auth.users u where u.email like '%@demo.campus.test';

insert into public.user_profiles (user_id, email, name, first_name, last_name, headline, bio, location, profile_type,
  university, skills, interests, linkedin, github, website, phone, show_phone, verification_status)
select u.id, u.email, p.name, p.first_name, p.last_name, p.headline, p.bio, p.location, p.profile_type,
  p.university, p.skills, p.interests, p.linkedin, p.github, p.website, p.phone, false, p.verification
from auth.users u
join (values
  ('student@demo.campus.test', 'Maya Okafor', 'Maya', 'Okafor', 'Computer Science student · ML & accessibility',
   'Third-year CS student at Lakeside University. I build accessible web apps and tinker with small language models.',
   'Toronto, Canada', 'student', 'Lakeside University', array['TypeScript', 'React', 'Python', 'Machine learning'],
   array['Accessibility', 'Hackathons', 'Open source'], 'https://www.linkedin.com/in/maya-okafor', 'https://github.com/mayaokafor',
   null, '+1 416 555 0101', 'verified'),
  ('company@demo.campus.test', 'Northwind Labs', 'Northwind', 'Labs', 'Developer tools for data teams',
   'We build developer tools that help data teams ship faster. Hiring interns and new grads every season.',
   'Berlin, Germany', 'company', null, array['Data engineering', 'Developer tools'], array['Internships', 'Open source'],
   'https://www.linkedin.com/company/northwind-labs', null, 'https://northwind.example', null, 'unverified'),
  ('employer@demo.campus.test', 'Daniel Reyes', 'Daniel', 'Reyes', 'Talent partner at Northwind Labs',
   'I help students find their first role in engineering and design.', 'Lisbon, Portugal', 'employer', null,
   array['Recruiting', 'Career coaching'], array['Early careers'], null, null, null, null, 'unverified'),
  ('university@demo.campus.test', 'Lakeside University', 'Lakeside', 'University', 'A public research university',
   'Lakeside University partners with industry to give 24,000 students real-world experience.', 'Toronto, Canada',
   'university', 'Lakeside University', array['Research', 'Partnerships'], array['Industry partnerships', 'Student success'],
   null, null, 'https://lakeside.example', null, 'verified'),
  ('professor@demo.campus.test', 'Prof. Amara Singh', 'Amara', 'Singh', 'Professor of Human-Computer Interaction',
   'I lead the Inclusive Interfaces Lab and supervise undergraduate research projects.', 'Toronto, Canada', 'professor',
   'Lakeside University', array['HCI', 'Research methods'], array['Accessibility', 'Mentoring'], null, null, null, null, 'verified'),
  ('influencer@demo.campus.test', 'Leo Martins', 'Leo', 'Martins', 'Career creator · 120k followers',
   'I share practical advice about internships, portfolios and interviews.', 'São Paulo, Brazil', 'influencer', null,
   array['Content', 'Career advice'], array['Early careers', 'Design'], null, null, null, null, 'unverified'),
  ('investor@demo.campus.test', 'Harbor Ventures', 'Harbor', 'Ventures', 'Pre-seed fund for student founders',
   'We back student founders at the earliest stage with cheques from $50k to $250k.', 'London, United Kingdom',
   'investor', null, array['Venture capital'], array['Student startups', 'Climate'], null, null, 'https://harbor.example', null, 'unverified'),
  ('philanthropist@demo.campus.test', 'Grace Whitfield', 'Grace', 'Whitfield', 'Whitfield Foundation · scholarships',
   'The Whitfield Foundation funds scholarships for first-generation students.', 'Boston, United States',
   'philanthropist', null, array['Grant making'], array['Scholarships', 'Education access'], null, null, null, null, 'unverified')
) as p (email, name, first_name, last_name, headline, bio, location, profile_type, university, skills, interests,
        linkedin, github, website, phone, verification)
  on p.email = u.email;

-- Requests waiting for the student, so the associates badge shows something real.
insert into public.associate_requests (sender_id, recipient_id, message, created_at) values
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001',
   'Enjoyed your accessibility project at the showcase. Let''s stay in touch!', now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
   'We have internships opening soon that match your skills.', now() - interval '5 hours'),
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', null, now() - interval '1 day');

-- Covers for the organisations, so profiles look lived-in.
update public.user_profiles set cover_photo_url = c.url
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, '/seed/cover-1.webp'),
  ('00000000-0000-4000-8000-000000000002'::uuid, '/seed/cover-2.webp'),
  ('00000000-0000-4000-8000-000000000004'::uuid, '/seed/cover-3.webp'),
  ('00000000-0000-4000-8000-000000000007'::uuid, '/seed/cover-4.webp')
) as c (id, url)
where user_id = c.id;

-- The social graph: who follows whom, and associations already accepted (both rows come from the trigger).
insert into public.follows (follower_id, followee_id, created_at)
select ('00000000-0000-4000-8000-00000000000' || f)::uuid, ('00000000-0000-4000-8000-00000000000' || t)::uuid,
  now() - (d || ' days')::interval
from (values (1, 2, 20), (1, 5, 18), (1, 6, 12), (1, 8, 9), (2, 4, 30), (2, 1, 3), (3, 2, 40), (3, 1, 2),
             (4, 5, 60), (4, 2, 25), (5, 4, 60), (5, 1, 6), (6, 1, 4), (6, 3, 10), (7, 2, 15), (7, 6, 8),
             (8, 4, 22), (8, 1, 5)) as x (f, t, d);

insert into public.associate_requests (sender_id, recipient_id, status, created_at, responded_at) values
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000006', 'accepted', now() - interval '30 days', now() - interval '29 days'),
  ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', 'accepted', now() - interval '60 days', now() - interval '60 days'),
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000004', 'accepted', now() - interval '80 days', now() - interval '79 days');
insert into public.associates (user_id, associate_id, created_at) values
  ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000001', now() - interval '29 days'),
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', now() - interval '60 days'),
  ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000005', now() - interval '79 days');

-- Posts from every demo account, newest last so the feed opens on fresh content.
insert into public.posts (id, author_id, body, media, visibility, created_at)
select ('10000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid,
  ('00000000-0000-4000-8000-00000000000' || a)::uuid, body, media, vis, now() - (h || ' hours')::interval
from (values
  (1, 4, 'We just kicked off the #hackathon at Lakeside: 48 hours, 60 teams, one goal — tools that make campus life more accessible. Come say hi at the main hall! #accessibility',
   array['/seed/post-hackathon.webp'], 'public', 300),
  (2, 2, 'Applications for our Summer 2027 #internship cohort open next week. Data engineering, developer tools and design. Students from every year are welcome to apply.',
   array['/seed/post-team.webp'], 'public', 240),
  (3, 5, 'Proud of the Inclusive Interfaces Lab this term: three student papers accepted, and @[Maya Okafor](00000000-0000-4000-8000-000000000001) presented her screen-reader study to 200 people. #research #hci',
   array['/seed/post-lab.webp'], 'public', 200),
  (4, 6, 'Portfolio tip: show the problem, your decision, and the result — in that order. Recruiters skim; make the first 5 seconds count. #careeradvice #portfolio',
   '{}', 'public', 170),
  (5, 8, 'The Whitfield Foundation is funding 40 new scholarships for first-generation students this year. Deadline in January — please share with anyone who should apply. #scholarships',
   array['/seed/post-scholarship.webp'], 'public', 150),
  (6, 7, 'We are looking for student founders building in #climate. Pre-seed cheques from $50k, decisions in two weeks. DM us your deck.',
   array['/seed/post-pitch.webp'], 'public', 120),
  (7, 3, 'Talking to students at the Lakeside career fair today. The best conversations start with a question about our work, not a resume. #careerfair',
   array['/seed/post-campus.webp'], 'public', 90),
  (8, 1, 'Shipped my first open-source contribution: keyboard navigation for a chart library. Thanks @[Prof. Amara Singh](00000000-0000-4000-8000-000000000005) for the review tips! #opensource #accessibility',
   '{}', 'public', 60),
  (9, 1, 'Notes from our study group (associates only): sharing the interview prep doc here, ping me for edit access.',
   '{}', 'associates', 30),
  (10, 4, 'Welcome to our 4,000 new students! Orientation week schedule and partner company sessions are on the events page. #lakeside',
   '{}', 'public', 20),
  (11, 2, 'What our interns built this summer: a query planner visualiser now used by 2,000 data teams. So proud of this cohort. #internship #opensource',
   '{}', 'public', 8),
  (12, 6, 'Hot take: a small shipped project beats a big unfinished one on every resume. #careeradvice',
   '{}', 'public', 3)
) as p (n, a, body, media, vis, h);

insert into public.posts (author_id, repost_of, body, created_at) values
  ('00000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000005', 'Sharing for my classmates 👇', now() - interval '140 hours'),
  ('00000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000002', '', now() - interval '230 hours');

insert into public.post_likes (post_id, user_id, created_at)
select ('10000000-0000-4000-8000-0000000000' || lpad(p::text, 2, '0'))::uuid,
  ('00000000-0000-4000-8000-00000000000' || u)::uuid, now() - (h || ' hours')::interval
from (values (1, 1, 290), (1, 2, 280), (1, 5, 270), (1, 6, 250), (2, 1, 230), (2, 3, 220), (2, 4, 200), (3, 1, 190),
             (3, 4, 180), (3, 2, 160), (4, 1, 160), (4, 3, 150), (5, 1, 140), (5, 4, 130), (6, 2, 110), (7, 2, 80),
             (7, 1, 70), (8, 5, 55), (8, 2, 50), (8, 6, 45), (8, 3, 40), (8, 4, 20), (10, 5, 15), (11, 1, 6),
             (11, 3, 5), (12, 1, 2)) as x (p, u, h);

insert into public.post_comments (id, post_id, author_id, parent_id, body, created_at)
select ('20000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid,
  ('10000000-0000-4000-8000-0000000000' || lpad(p::text, 2, '0'))::uuid,
  ('00000000-0000-4000-8000-00000000000' || a)::uuid,
  case when parent is null then null else ('20000000-0000-4000-8000-0000000000' || lpad(parent::text, 2, '0'))::uuid end,
  body, now() - (h || ' hours')::interval
from (values
  (1, 1, 1, null, 'Our team is building a caption tool for lecture videos. See you at the demo!', 285),
  (2, 1, 4, 1, 'Can''t wait to see it, Maya.', 280),
  (3, 2, 1, null, 'Is the design track open to second-year students?', 225),
  (4, 2, 2, 3, 'Yes — every year is welcome. The posting goes live on Monday.', 220),
  (5, 3, 1, null, 'Thank you for the support this term, Professor Singh!', 195),
  (6, 8, 5, null, 'Great work — keyboard support is so often forgotten.', 54),
  (7, 8, 6, null, 'This is exactly the kind of project I mean by "small and shipped". 👏', 44),
  (8, 8, 1, 7, 'Thanks Leo! Next up: screen-reader labels.', 40),
  (9, 12, 3, null, 'Agree. We ask about shipped projects in every interview.', 2)
) as c (n, p, a, parent, body, h);

-- Notifications and analytics events take the time of what caused them; older ones are already read.
update public.notifications n set created_at = l.created_at
from public.post_likes l where n.type = 'post_like' and n.post_id = l.post_id and n.actor_id = l.user_id;
update public.notifications n set created_at = c.created_at
from public.post_comments c where n.comment_id = c.id;
update public.notifications n set created_at = f.created_at
from public.follows f where n.type = 'new_follower' and n.actor_id = f.follower_id and n.recipient_id = f.followee_id;
update public.notifications n set created_at = p.created_at
from public.posts p where n.type in ('mention', 'repost') and n.entity_id = p.id;
update public.notifications n set created_at = r.created_at
from public.associate_requests r where n.type = 'associate_request' and n.entity_id = r.id;
update public.notifications set read_at = created_at + interval '1 hour' where created_at < now() - interval '3 days';

update public.analytics_events e set created_at = l.created_at, day = (l.created_at at time zone 'utc')::date
from public.post_likes l where e.event_type = 'post_like' and e.entity_id = l.post_id and e.actor_id = l.user_id;
update public.analytics_events e set created_at = f.created_at, day = (f.created_at at time zone 'utc')::date
from public.follows f where e.event_type = 'follow' and e.actor_id = f.follower_id and e.owner_id = f.followee_id;

-- Views over the last two weeks, one per viewer per day, for the dashboards.
insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id, day, created_at)
select p.author_id, v.id, 'post_view', 'post', p.id, (t at time zone 'utc')::date, t
from public.posts p
cross join lateral (select id from public.profiles where id <> p.author_id) v
cross join lateral (select now() - ((abs(hashtext(p.id::text || v.id::text)) % 14) || ' days')::interval
                           - ((abs(hashtext(v.id::text || p.id::text)) % 20) || ' hours')::interval as t) times
where p.created_at < t and p.repost_of is null;
update public.posts p set view_count = (select count(*) from public.analytics_events e
  where e.entity_id = p.id and e.event_type = 'post_view');
insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id, day, created_at)
select o.id, v.id, 'profile_view', 'profile', o.id, (now() - (d || ' days')::interval)::date, now() - (d || ' days')::interval
from public.profiles o
cross join public.profiles v
cross join generate_series(0, 13, 3) d
where o.id <> v.id and (abs(hashtext(o.id::text || v.id::text || d)) % 3) = 0;
delete from public.notifications where type = 'associate_request'
  and entity_id in (select id from public.associate_requests where status <> 'pending');

-- Opportunities of every type from the organisations: a few hundred, most open, some drafts and closed.
-- Titles read like real postings (a team, a season, a focus; no numbered series), amounts say their period,
-- open ones close in the future and closed ones closed in the past, and published ones have been viewed.
insert into public.opportunities (posted_by, title, organization, type, description, work_mode, location, is_paid,
  amount_min, amount_max, amount_period, currency, deadline, eligibility, skills, tags, questions, external_url, guest_visible, status,
  published_at, created_at)
select
  poster, title, org, kind,
  format('%s at %s. %s You will work with a small team, get a mentor from day one, and ship work that real users see. '
         'We value curiosity, clear writing and kindness. Tell us what you have built and what you want to learn next.',
         title, org, blurb),
  (array['onsite', 'remote', 'hybrid'])[1 + g % 3],
  (array['Toronto, Canada', 'Berlin, Germany', 'Lisbon, Portugal', 'London, United Kingdom', 'Boston, United States',
         'São Paulo, Brazil', 'Remote'])[1 + g % 7],
  kind not in ('volunteer', 'hackathon') or g % 4 = 0,
  case when kind in ('internship', 'job', 'fellowship', 'research') then 1500 + (g % 9) * 500
       when kind in ('scholarship', 'grant', 'competition', 'hackathon') then 1000 + (g % 10) * 1000
       when kind = 'investment' then 50000 + (g % 5) * 50000 end,
  case when kind in ('internship', 'job', 'fellowship', 'research') then 2500 + (g % 9) * 700
       when kind in ('scholarship', 'grant', 'competition', 'hackathon') then 2000 + (g % 10) * 1500
       when kind = 'investment' then 100000 + (g % 5) * 50000 end,
  case when kind in ('internship', 'fellowship', 'research') then 'month' when kind = 'job' then 'year'
       when kind in ('scholarship', 'grant', 'competition', 'hackathon', 'investment') then 'one_off' end,
  (array['USD', 'EUR', 'CAD', 'GBP'])[1 + g % 4],
  case when g % 17 <> 0 and g % 9 = 0 then now() - ((g % 20) + 2 || ' days')::interval
       when g % 11 = 0 then null
       else now() + ((g % 60) + 1 || ' days')::interval + (g % 24 || ' hours')::interval end,
  case when kind in ('scholarship', 'grant') then 'Undergraduate students in good academic standing.'
       when kind = 'investment' then 'Student or recent-graduate founders, pre-seed.'
       else 'Open to students and recent graduates.' end,
  skills, array[kind, split_part(lower(org), ' ', 1)] || tags,
  case when g % 3 = 0 then jsonb_build_array(
      jsonb_build_object('id', 'why', 'kind', 'long', 'label', 'Why are you interested in this opportunity?', 'required', true),
      jsonb_build_object('id', 'start', 'kind', 'choice', 'label', 'When could you start?', 'required', true,
                         'options', jsonb_build_array('Immediately', 'Next month', 'Next semester')),
      jsonb_build_object('id', 'visa', 'kind', 'yesno', 'label', 'Do you need visa sponsorship?', 'required', false))
    else '[]'::jsonb end,
  case when g % 13 = 0 then 'https://careers.example.org/' || g end,
  g % 7 <> 0,
  case when g % 17 = 0 then 'draft' when g % 9 = 0 then 'closed' else 'open' end,
  now() - ((g * 7) % 45 || ' days')::interval - (g % 24 || ' hours')::interval,
  now() - ((g * 7) % 45 || ' days')::interval - (g % 24 || ' hours')::interval - interval '1 day'
from (
  select g, t.kind, t.poster, t.org, t.title_base || coalesce(t.variants[1 + (g / 11) % 10], '') as title,
    t.blurb, t.skills, t.tags
  from generate_series(1, 330) g
  join lateral (select * from (values
    (0, 'internship', '00000000-0000-4000-8000-000000000002'::uuid, 'Northwind Labs', 'Software Engineering Intern', 'Build developer tools used by data teams worldwide.', array['TypeScript', 'SQL'], array['engineering', 'summer'], array[null, ', Data Platform', ', Summer 2027', ', Mobile', ', Developer Experience', ', Payments', ', Fall 2027', ', Infrastructure', ', Growth', ', Search']),
    (1, 'job', '00000000-0000-4000-8000-000000000003'::uuid, 'Northwind Labs', 'Junior Data Engineer', 'Own pipelines end to end with a senior engineer.', array['Python', 'SQL', 'Airflow'], array['data', 'new-grad'], array[null, ', Analytics', ', Streaming', ', Customer Data', ', Finance Systems', ', Machine Learning Platform', ', Reporting', ', Data Quality', ', Marketplace', ', Warehouse']),
    (2, 'hackathon', '00000000-0000-4000-8000-000000000004'::uuid, 'Lakeside University', 'Lakeside Accessibility Hackathon', 'Forty-eight hours to make campus life more accessible.', array['Prototyping', 'Design'], array['accessibility', 'students'], array[null, ': Spring Edition', ': Wayfinding Challenge', ': Inclusive Learning', ': Campus Transit', ': Health & Wellbeing', ': Open Data', ': Library Access', ': Residence Life', ': Sports & Recreation']),
    (3, 'scholarship', '00000000-0000-4000-8000-000000000008'::uuid, 'Whitfield Foundation', 'First-Generation Scholars Award', 'Tuition support and mentoring for first-generation students.', array['Leadership'], array['first-generation', 'tuition'], array[null, ' for STEM', ' for the Arts', ' for Business', ' for Nursing', ' for Education', ' for Engineering', ' (Renewable)', ' for Law', ' for Computer Science']),
    (4, 'fellowship', '00000000-0000-4000-8000-000000000004'::uuid, 'Lakeside University', 'Civic Technology Fellowship', 'A paid year building software for city services.', array['Public policy', 'React'], array['civic-tech'], array[null, ': Transit Data', ': Housing Services', ': Digital Inclusion', ': Public Health', ': Open Budget', ': Climate Resilience', ': Library Systems', ': Parks & Recreation', ': Voter Access']),
    (5, 'research', '00000000-0000-4000-8000-000000000005'::uuid, 'Inclusive Interfaces Lab', 'Undergraduate Research Assistant (HCI)', 'Run studies on screen-reader navigation with our lab.', array['Research methods', 'Statistics'], array['hci', 'accessibility'], array[null, ' — Voice Interfaces', ' — Eye Tracking', ' — Older Adults', ' — Mobile Accessibility', ' — Cognitive Load', ' — Sign Language', ' — Captioning', ' — Haptics', ' — Low Vision']),
    (6, 'competition', '00000000-0000-4000-8000-000000000006'::uuid, 'Leo Martins Studio', 'Portfolio Challenge', 'Show your best project in three minutes; win mentorship and prizes.', array['Storytelling', 'Design'], array['portfolio', 'design'], array[null, ': Product Design', ': Data Stories', ': Short Film', ': Web Apps', ': Illustration', ': Games', ': Photography', ': Music', ': Social Impact']),
    (7, 'grant', '00000000-0000-4000-8000-000000000008'::uuid, 'Whitfield Foundation', 'Student Community Project Grant', 'Funding for student-led projects that serve their community.', array['Project management'], array['community', 'funding'], array[null, ' — Food Security', ' — Mental Health', ' — Tutoring', ' — Climate Action', ' — Arts Access', ' — Digital Skills', ' — Youth Sports', ' — Newcomer Support', ' — Clean Water']),
    (8, 'investment', '00000000-0000-4000-8000-000000000007'::uuid, 'Harbor Ventures', 'Pre-Seed Call for Student Founders', 'Cheques for student founders building in climate and education.', array['Entrepreneurship'], array['startup', 'climate'], array[null, ' — Climate', ' — Education', ' — Health', ' — Fintech', ' — Circular Economy', ' — Future of Work', ' — Energy', ' — Agritech', ' — Accessibility']),
    (9, 'volunteer', '00000000-0000-4000-8000-000000000004'::uuid, 'Lakeside University', 'Orientation Week Mentor', 'Welcome new students and help them find their way.', array['Communication'], array['mentoring', 'campus'], array[null, ' (Engineering)', ' (Business School)', ' (Arts & Humanities)', ' (Residence)', ' (International Students)', ' (Graduate School)', ' (Sciences)', ' (Nursing)', ' (Law)']),
    (10, 'other', '00000000-0000-4000-8000-000000000002'::uuid, 'Northwind Labs', 'Open Source Sprint Weekend', 'Contribute to our open-source query visualiser with our engineers.', array['Git', 'TypeScript'], array['open-source'], array[null, ': Accessibility Fixes', ': Documentation', ': Performance', ': Testing', ': Charts', ': Localisation', ': CLI', ': Plugins', ': First Issues'])
  ) as v (slot, kind, poster, org, title_base, blurb, skills, tags, variants) where v.slot = g % 11) t on true
) src;

-- Published opportunities have been seen: views that grow with their age, more for paid roles.
update public.opportunities o set view_count = 12 + (abs(hashtext(o.id::text)) % 180)
    + (extract(epoch from now() - o.published_at) / 86400)::int * 6 + case when o.is_paid then 40 else 0 end
where o.status <> 'draft';
-- Closed ones closed when their deadline passed.
update public.opportunities set closed_at = deadline where status = 'closed' and deadline < now();

-- Applications in every status: the student's own, and applicants for Northwind's internships.
do $$
declare
  paths text[][] := array[
    array['submitted', null, null, null], array['under_review', null, null, null],
    array['shortlisted', null, null, null], array['under_review', 'interview', null, null],
    array['shortlisted', 'interview', 'offered', null], array['shortlisted', 'offered', 'accepted', null],
    array['rejected', null, null, null], array['withdrawn', null, null, null]];
  student uuid := '00000000-0000-4000-8000-000000000001';
  opp record;
  app uuid;
  i int := 0;
  step text;
  prev text;
  who uuid;
begin
  for opp in
    select o.id, o.posted_by, o.questions from public.opportunities o
    where o.status = 'open' and o.external_url is null and (o.deadline is null or o.deadline > now() + interval '1 day')
      and o.type in ('internship', 'job', 'research', 'hackathon', 'scholarship', 'fellowship')
    order by o.published_at desc limit 8
  loop
    i := i + 1;
    insert into public.applications (opportunity_id, applicant_id, full_name, email, phone, cover_letter, answers)
    values (opp.id, student, 'Maya Okafor', 'student@demo.campus.test', '+1 416 555 0101',
      'I am a third-year CS student who builds accessible web apps. I would love to bring that care to your team.',
      case when jsonb_array_length(opp.questions) > 0
        then '{"why": "I want to learn from a team that ships real tools.", "start": "Next month", "visa": "no"}'::jsonb
        else '{}'::jsonb end)
    returning id into app;
    prev := 'submitted';
    foreach step in array paths[i:i][1:4] loop
      exit when step is null;
      who := case when step in ('withdrawn', 'accepted') then student else opp.posted_by end;
      insert into public.application_events (application_id, actor_id, from_status, to_status, note, created_at)
      values (app, who, prev, step,
        case step when 'shortlisted' then 'Great portfolio — we would like to talk.' when 'interview' then 'Interview booked for next week.'
                  when 'offered' then 'We are delighted to offer you the role.' when 'rejected' then 'Thank you — we went with a candidate closer to our stack.' end,
        now() - ((8 - i) || ' hours')::interval);
      update public.applications set status = step, updated_at = now() where id = app;
      prev := step;
    end loop;
  end loop;

  -- Other members apply to Northwind's open internships, so its pipeline has people in it.
  for opp in
    select o.id from public.opportunities o
    where o.posted_by = '00000000-0000-4000-8000-000000000002' and o.status = 'open' and o.external_url is null
      and (o.deadline is null or o.deadline > now() + interval '1 day')
    order by o.published_at desc limit 3
  loop
    foreach who in array array['00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000006',
                               '00000000-0000-4000-8000-000000000008']::uuid[] loop
      insert into public.applications (opportunity_id, applicant_id, full_name, email, cover_letter)
      select opp.id, who, p.name, p.email, 'I would love to help and learn with your team.'
      from public.user_profiles p where p.user_id = who
      on conflict do nothing;
    end loop;
  end loop;
end $$;

insert into public.saved_opportunities (user_id, opportunity_id, created_at)
select '00000000-0000-4000-8000-000000000001', o.id, now() - interval '1 day'
from public.opportunities o
where o.status = 'open' and o.deadline > now() + interval '4 days' and o.posted_by <> '00000000-0000-4000-8000-000000000001'
order by o.deadline limit 6;

-- The wider network: members beyond the demo accounts (they sign in with the same password), so
-- suggestions, conversations, communities and queues have real people in them. Some keep their
-- profile private or refuse messages, so every privacy rule can be seen.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
  phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', m.id, 'authenticated', 'authenticated', m.email,
  extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now() - (m.age || ' days')::interval,
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('full_name', m.name, 'name', m.name, 'email_verified', true),
  now() - (m.age || ' days')::interval, now()
from (values
  ('00000000-0000-4000-8000-000000000009'::uuid, 'jonah.lee@network.campus.test', 'Jonah Lee', 80),
  ('00000000-0000-4000-8000-000000000010'::uuid, 'priya.nair@network.campus.test', 'Priya Nair', 75),
  ('00000000-0000-4000-8000-000000000011'::uuid, 'tomas.silva@network.campus.test', 'Tomás Silva', 70),
  ('00000000-0000-4000-8000-000000000012'::uuid, 'aisha.bello@network.campus.test', 'Aisha Bello', 66),
  ('00000000-0000-4000-8000-000000000013'::uuid, 'ethan.brooks@network.campus.test', 'Ethan Brooks', 60),
  ('00000000-0000-4000-8000-000000000014'::uuid, 'sofia.rossi@network.campus.test', 'Sofia Rossi', 55),
  ('00000000-0000-4000-8000-000000000015'::uuid, 'kenji.tanaka@network.campus.test', 'Kenji Tanaka', 50),
  ('00000000-0000-4000-8000-000000000016'::uuid, 'zara.ahmed@network.campus.test', 'Zara Ahmed', 45),
  ('00000000-0000-4000-8000-000000000017'::uuid, 'lucas.meyer@network.campus.test', 'Lucas Meyer', 40),
  ('00000000-0000-4000-8000-000000000018'::uuid, 'hannah.kim@network.campus.test', 'Dr. Hannah Kim', 88),
  ('00000000-0000-4000-8000-000000000019'::uuid, 'omar.haddad@network.campus.test', 'Omar Haddad', 35),
  ('00000000-0000-4000-8000-000000000020'::uuid, 'chloe.martin@network.campus.test', 'Chloé Martin', 30),
  ('00000000-0000-4000-8000-000000000021'::uuid, 'ravi.patel@network.campus.test', 'Ravi Patel', 28),
  ('00000000-0000-4000-8000-000000000022'::uuid, 'nina.kowalski@network.campus.test', 'Nina Kowalski', 25),
  ('00000000-0000-4000-8000-000000000023'::uuid, 'brightpath@network.campus.test', 'BrightPath Analytics', 95),
  ('00000000-0000-4000-8000-000000000024'::uuid, 'northbridge@network.campus.test', 'Northbridge University', 120)
) as m (id, email, name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
  'phone_verified', false), 'email', now(), u.created_at, u.created_at
from auth.users u where u.email like '%@network.campus.test';

insert into public.user_profiles (user_id, email, name, first_name, last_name, headline, bio, location, profile_type,
  university, skills, interests, is_public, allow_messages, messaging_enabled, allow_follower_messages, allow_connections)
select u.id, u.email, m.name, split_part(m.name, ' ', 1), nullif(substr(m.name, length(split_part(m.name, ' ', 1)) + 2), ''),
  m.headline, m.bio, m.location, m.profile_type, m.university, m.skills, m.interests,
  m.is_public, m.allow_messages, m.messaging_enabled, m.allow_follower_messages, m.allow_connections
from auth.users u
join (values
  ('jonah.lee@network.campus.test', 'Jonah Lee', 'Data science student · sports analytics', 'Second-year data science student. I write about basketball stats and build dashboards.',
   'Toronto, Canada', 'student', 'Lakeside University', array['Python', 'SQL', 'Data visualisation'], array['Sports analytics', 'Hackathons'], true, true, true, true, true),
  ('priya.nair@network.campus.test', 'Priya Nair', 'Software engineering student · accessibility advocate', 'I care about inclusive design and teach a weekly web accessibility workshop.',
   'Toronto, Canada', 'student', 'Lakeside University', array['TypeScript', 'React', 'Accessibility'], array['Accessibility', 'Open source'], true, true, true, true, true),
  ('tomas.silva@network.campus.test', 'Tomás Silva', 'Mechanical engineering student · robotics team lead', 'I lead our robotics team and like building things that move.',
   'Lisbon, Portugal', 'student', 'Northbridge University', array['CAD', 'C++', 'Robotics'], array['Robotics', 'Competitions'], true, true, true, true, true),
  ('aisha.bello@network.campus.test', 'Aisha Bello', 'Economics student · fintech', 'Economics and computer science double major interested in payments for emerging markets.',
   'Lagos, Nigeria', 'student', 'Northbridge University', array['Python', 'Financial modelling', 'SQL'], array['Fintech', 'Student startups'], true, true, true, true, true),
  ('ethan.brooks@network.campus.test', 'Ethan Brooks', 'Design student · product and interaction design', 'I design mobile apps and run the campus design club.',
   'Boston, United States', 'student', 'Lakeside University', array['Figma', 'Prototyping', 'User research'], array['Design', 'Accessibility'], true, false, true, false, true),
  ('sofia.rossi@network.campus.test', 'Sofia Rossi', 'Machine learning researcher · MSc student', 'MSc student working on small language models for low-resource languages.',
   'Milan, Italy', 'student', 'Lakeside University', array['Machine learning', 'PyTorch', 'NLP'], array['Research', 'Open source'], true, true, true, true, true),
  ('kenji.tanaka@network.campus.test', 'Kenji Tanaka', 'Computer science student · systems', 'I like compilers, databases and anything close to the metal.',
   'Osaka, Japan', 'student', 'Northbridge University', array['Rust', 'C', 'Databases'], array['Open source', 'Systems'], false, true, true, true, true),
  ('zara.ahmed@network.campus.test', 'Zara Ahmed', 'Biomedical engineering student', 'Building low-cost diagnostic devices with our campus makerspace.',
   'London, United Kingdom', 'student', 'Northbridge University', array['Biomedical engineering', 'Python', 'Prototyping'], array['Health tech', 'Research'], true, true, false, false, true),
  ('lucas.meyer@network.campus.test', 'Lucas Meyer', 'Recruiter at BrightPath Analytics', 'I hire data and engineering interns across Europe.',
   'Berlin, Germany', 'employer', null, array['Recruiting', 'Employer branding'], array['Early careers', 'Data'], true, true, true, true, true),
  ('hannah.kim@network.campus.test', 'Dr. Hannah Kim', 'Associate Professor of Machine Learning', 'I run the Responsible AI group and supervise research internships.',
   'Toronto, Canada', 'professor', 'Lakeside University', array['Machine learning', 'NLP', 'Research methods'], array['Responsible AI', 'Mentoring'], true, true, true, true, true),
  ('omar.haddad@network.campus.test', 'Omar Haddad', 'Founder · campus food delivery startup', 'Student founder. We deliver meals from local kitchens to campus residences.',
   'Toronto, Canada', 'student', 'Lakeside University', array['Product management', 'Growth', 'JavaScript'], array['Student startups', 'Climate'], true, true, true, true, true),
  ('chloe.martin@network.campus.test', 'Chloé Martin', 'Impact investor · education', 'Angel investor in edtech and climate startups led by students.',
   'Paris, France', 'investor', null, array['Venture capital', 'Due diligence'], array['Edtech', 'Climate', 'Student startups'], true, true, true, true, true),
  ('ravi.patel@network.campus.test', 'Ravi Patel', 'Computer engineering student · embedded systems', 'Embedded systems and IoT; I mentor first-years in our maker club.',
   'Toronto, Canada', 'student', 'Lakeside University', array['C', 'Embedded systems', 'Python'], array['IoT', 'Mentoring'], true, true, true, true, false),
  ('nina.kowalski@network.campus.test', 'Nina Kowalski', 'Public health student · data for good', 'I analyse public health data and volunteer with community health projects.',
   'Warsaw, Poland', 'student', 'Northbridge University', array['R', 'Statistics', 'Data visualisation'], array['Public health', 'Volunteering'], true, true, true, true, true),
  ('brightpath@network.campus.test', 'BrightPath Analytics', 'Analytics consultancy for public services', 'We help cities and hospitals make decisions with data. Internships every summer.',
   'Amsterdam, Netherlands', 'company', null, array['Data analytics', 'Consulting'], array['Internships', 'Public sector'], true, true, true, true, true),
  ('northbridge@network.campus.test', 'Northbridge University', 'A university of technology and design', 'Northbridge University educates 18,000 engineers, designers and scientists.',
   'Manchester, United Kingdom', 'university', 'Northbridge University', array['Engineering', 'Design'], array['Industry partnerships', 'Research'], true, true, true, true, true)
) as m (email, name, headline, bio, location, profile_type, university, skills, interests,
        is_public, allow_messages, messaging_enabled, allow_follower_messages, allow_connections)
  on m.email = u.email;

-- They know each other and the demo accounts: follows and a few accepted associations.
insert into public.follows (follower_id, followee_id, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(f::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(t::text, 2, '0'))::uuid, now() - (d || ' days')::interval
from (values (9, 1, 10), (10, 1, 9), (11, 2, 20), (12, 7, 14), (13, 6, 7), (14, 18, 30), (15, 2, 12), (16, 4, 11),
             (18, 5, 40), (19, 7, 6), (19, 20, 5), (20, 19, 4), (21, 2, 3), (22, 8, 8), (9, 18, 15), (10, 6, 6),
             (1, 18, 16), (1, 10, 8), (23, 24, 50), (17, 23, 45), (12, 24, 10)) as x (f, t, d)
on conflict do nothing;

insert into public.associates (user_id, associate_id, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(a::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(b::text, 2, '0'))::uuid, now() - (d || ' days')::interval
from (values (9, 10, 40), (9, 14, 35), (10, 14, 30), (10, 6, 25), (18, 14, 60), (18, 5, 70), (19, 21, 20),
             (11, 12, 33), (12, 16, 21), (15, 11, 18), (17, 23, 50), (18, 4, 90), (9, 6, 12)) as x (a, b, d);
