-- Public image buckets. Each member writes only under a folder named by their own id:
-- avatars/<uid>/…, covers/<uid>/…, post-media/<uid>/….

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('covers', 'covers', true, 8388608, array['image/jpeg', 'image/png', 'image/webp']),
  ('post-media', 'post-media', true, 8388608, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

create policy "anyone reads public images" on storage.objects
  for select to anon, authenticated using (bucket_id in ('avatars', 'covers', 'post-media'));
create policy "members upload images into their own folder" on storage.objects
  for insert to authenticated with check (
    bucket_id in ('avatars', 'covers', 'post-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "members replace images in their own folder" on storage.objects
  for update to authenticated using (
    bucket_id in ('avatars', 'covers', 'post-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id in ('avatars', 'covers', 'post-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "members remove images from their own folder" on storage.objects
  for delete to authenticated using (
    bucket_id in ('avatars', 'covers', 'post-media')
    and (storage.foldername(name))[1] = (select auth.uid())::text);
