-- AI tools: the demo student's saved documents, so /ai-tools shows recent work and each tool has a version
-- to reopen: a resume, a career path with two steps ticked, a research outline and a startup canvas.
do $$
declare
  maya uuid := '00000000-0000-4000-8000-000000000001';
  cite_opps jsonb;
  cite_people jsonb;
  research_opps jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('kind', 'opportunity', 'id', o.id, 'label', o.title,
      'detail', o.organization || ' · ' || o.type, 'href', '/opportunities?id=' || o.id)), '[]')
    into cite_opps
    from (select id, title, organization, type from public.opportunities
          where status = 'open' and title like 'Junior Data Engineer%' and closing_at > now()
          order by published_at desc limit 3) o;
  select coalesce(jsonb_agg(jsonb_build_object('kind', 'person', 'id', p.id, 'label', p.name,
      'detail', p.headline, 'href', '/profile/' || p.id)), '[]')
    into cite_people
    from public.profiles p where p.id in ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002');
  select coalesce(jsonb_agg(jsonb_build_object('kind', 'opportunity', 'id', o.id, 'label', o.title,
      'detail', o.organization || ' · ' || o.type, 'href', '/opportunities?id=' || o.id)), '[]')
    into research_opps
    from (select id, title, organization, type from public.opportunities
          where status = 'open' and type = 'research' and closing_at > now() order by published_at desc limit 2) o;

  insert into public.ai_documents (owner_id, tool, title, engine, content, created_at, updated_at) values
  (maya, 'resume', 'Maya Okafor — Computer Science student (Modern)', 'Built-in assistant', jsonb_build_object(
    'template', 'modern', 'name', 'Maya Okafor', 'headline', 'Computer Science student · ML & accessibility',
    'email', 'student@demo.campus.test', 'location', 'Toronto, Canada',
    'links', jsonb_build_array('https://www.linkedin.com/in/maya-okafor', 'https://github.com/mayaokafor'),
    'summary', 'Third-year CS student at Lakeside University. I build accessible web apps and tinker with small language models.',
    'skills', jsonb_build_array('TypeScript', 'React', 'Python', 'Machine learning'),
    'experience', jsonb_build_array(jsonb_build_object('title', 'Research Assistant', 'org', 'Inclusive Interfaces Lab',
      'period', '2025 – present', 'bullets', jsonb_build_array(
        'Ran a screen-reader navigation study with 24 participants, presented to an audience of 200.',
        'Built a React test harness that cut session setup from 20 to 5 minutes.'))),
    'education', jsonb_build_array(jsonb_build_object('title', 'BSc Computer Science', 'org', 'Lakeside University',
      'period', '2023 – 2027', 'bullets', jsonb_build_array('Dean''s list, 2024.'))),
    'projects', jsonb_build_array(jsonb_build_object('title', 'Campus Access Map', 'org', 'Lakeside Accessibility Hackathon',
      'period', '2025', 'bullets', jsonb_build_array('Designed an accessible campus map used by 300 students in its first month.'))),
    'awards', '[]'::jsonb),
    now() - interval '6 days', now() - interval '2 days'),
  (maya, 'career', 'Path to Data Engineer', 'Built-in assistant', jsonb_build_object(
    'narrative', 'Your path to Data Engineer, from the open opportunities on the platform that match it.' || chr(10) ||
      'You already have Python, which is in demand for this role.' || chr(10) ||
      'To close the gap, focus on SQL, Airflow.',
    'result', jsonb_build_object('role', 'Data Engineer', 'have', jsonb_build_array('Python'),
      'lack', jsonb_build_array('SQL', 'Airflow'),
      'demand', jsonb_build_array(jsonb_build_object('skill', 'Python', 'demand', 30), jsonb_build_object('skill', 'SQL', 'demand', 30),
        jsonb_build_object('skill', 'Airflow', 'demand', 30)),
      'sample', 30,
      'steps', jsonb_build_array(
        jsonb_build_object('title', 'Learn SQL', 'detail', 'Asked for by every Data Engineer opportunity here. Finish a course and use it in a small project.', 'weeks', 6, 'done', true),
        jsonb_build_object('title', 'Learn Airflow', 'detail', 'Schedule a daily pipeline of your own.', 'weeks', 6, 'done', true),
        jsonb_build_object('title', 'Build a portfolio project', 'detail', 'Combine Python, SQL and Airflow in one project you can show.', 'weeks', 4, 'done', false),
        jsonb_build_object('title', 'Meet people in the role', 'detail', 'Follow or connect with Daniel Reyes and Northwind Labs.', 'weeks', 1, 'done', false),
        jsonb_build_object('title', 'Apply', 'detail', 'Apply to the open opportunities below, starting with the closest deadline.', 'weeks', 2, 'done', false)),
      'opportunities', cite_opps, 'people', cite_people, 'communities', '[]'::jsonb, 'events', '[]'::jsonb)),
    now() - interval '5 days', now() - interval '1 day'),
  (maya, 'research', 'Research: screen-reader navigation on mobile', 'Built-in assistant', jsonb_build_object(
    'narrative', 'Research on "screen-reader navigation on mobile". Prof. Amara Singh works on this: ask about her current projects before you write.',
    'result', jsonb_build_object('topic', 'screen-reader navigation on mobile',
      'keywords', jsonb_build_array('screen', 'reader', 'navigation', 'mobile', 'accessibility'),
      'people', jsonb_build_array(jsonb_build_object('kind', 'person', 'id', '00000000-0000-4000-8000-000000000005',
        'label', 'Prof. Amara Singh', 'detail', 'Professor of Human-Computer Interaction · Lakeside University',
        'href', '/profile/00000000-0000-4000-8000-000000000005')),
      'opportunities', research_opps, 'posts', '[]'::jsonb,
      'outline', jsonb_build_array(
        jsonb_build_object('heading', 'Research question', 'points', jsonb_build_array('How do screen-reader users find content in long mobile pages?', 'Why it matters now, and for whom.')),
        jsonb_build_object('heading', 'Literature plan', 'points', jsonb_build_array('Search terms: "screen reader", "mobile navigation", "accessibility"; combine them in pairs.', 'Start with two recent surveys, then follow their references.')),
        jsonb_build_object('heading', 'Methods', 'points', jsonb_build_array('A within-subject study with 12 participants, two navigation designs.')),
        jsonb_build_object('heading', 'Timeline', 'points', jsonb_build_array('Weeks 1–3: reading.', 'Weeks 4–8: study.', 'Weeks 9–10: writing.')),
        jsonb_build_object('heading', 'People to consult', 'points', jsonb_build_array('Prof. Amara Singh, Professor of Human-Computer Interaction'))))),
    now() - interval '4 days', now() - interval '3 days'),
  (maya, 'startup', 'Canvas: PeerTutor', 'Built-in assistant', jsonb_build_object(
    'narrative', 'A lean canvas for your education idea. Investors to approach: Harbor Ventures.',
    'result', jsonb_build_object('idea', 'A tutoring marketplace that helps first-year students find peer tutors on campus.',
      'name', 'PeerTutor', 'sector', 'education', 'keywords', jsonb_build_array('tutoring', 'students', 'campus'),
      'canvas', jsonb_build_object(
        'problem', 'First-year students struggle to find affordable help before exams.' || chr(10) || 'Existing alternatives: paid agencies, group chats.',
        'customerSegments', 'First-year students.' || chr(10) || 'Early adopters: members at Lakeside University.',
        'uniqueValueProposition', 'Peer tutors from your own course, booked in two taps.',
        'solution', 'A campus-only marketplace with verified student tutors.',
        'channels', 'Campus communities and events on the platform, orientation week.',
        'revenueStreams', '10% fee per session.',
        'costStructure', 'Development time, hosting, campus marketing.',
        'keyMetrics', 'Weekly sessions booked, repeat bookings.',
        'unfairAdvantage', 'Your own skills: TypeScript, React, Python.'),
      'pitchOutline', jsonb_build_array(
        jsonb_build_object('heading', 'Problem', 'points', jsonb_build_array('First-year students struggle to find affordable help before exams.')),
        jsonb_build_object('heading', 'Solution', 'points', jsonb_build_array('A campus-only marketplace with verified student tutors.')),
        jsonb_build_object('heading', 'Ask', 'points', jsonb_build_array('$50,000 to launch at two universities.'))),
      'similarPitches', '[]'::jsonb,
      'investors', jsonb_build_array(jsonb_build_object('kind', 'person', 'id', '00000000-0000-4000-8000-000000000007',
        'label', 'Harbor Ventures', 'href', '/profile/00000000-0000-4000-8000-000000000007')),
      'programs', '[]'::jsonb)),
    now() - interval '3 days', now() - interval '5 hours');
end $$;
