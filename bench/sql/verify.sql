-- The schema's invariants, each as a count of the rows that break it (all must be 0).
-- Run by bench/generate.ts after every generation; one query, so PGlite and pg read it alike.
with review_counts as (
  select campaign_id,
    count(*) filter (where status = 'approved') as approved,
    count(*) filter (where status = 'pending') as pending,
    count(*) as total
  from reviews group by campaign_id
), campaign_facts as (
  select c.*, coalesce(r.approved, 0) as approved, coalesce(r.pending, 0) as pending,
    coalesce(r.total, 0) as total,
    (select coalesce(sum(v::int), 0) from jsonb_array_elements_text(c.distribution_schedule) v) as schedule_sum,
    case when c.start_date is null then 0 else
      (now() at time zone 'Asia/Kolkata')::date - (c.start_date at time zone 'Asia/Kolkata')::date + 1
    end as day
  from campaigns c left join review_counts r on r.campaign_id = c.id
), ledger as (
  select user_id, sum(amount) as total from wallet_ledger group by user_id
)
select 'wallet balance = sum of its ledger rows' as invariant, count(*) as violations
  from profiles p left join ledger l on l.user_id = p.id
  where p.wallet_balance <> coalesce(l.total, 0)
union all select 'pending + approved <= target', count(*)
  from campaign_facts where pending + approved > target_reviews
union all select 'completed_reviews = approved reviews', count(*)
  from campaign_facts where completed_reviews <> approved
union all select 'completed campaign: approved = target = completed_reviews', count(*)
  from campaign_facts where status = 'completed' and (approved <> target_reviews or completed_reviews <> target_reviews)
union all select 'active campaign: approved < target', count(*)
  from campaign_facts where status = 'active' and approved >= target_reviews
union all select 'active campaign: pending + approved <= allowed by today''s schedule', count(*)
  from campaign_facts f where status = 'active' and pending + approved > (
    select coalesce(sum(v::int), 0) from jsonb_array_elements_text(f.distribution_schedule)
      with ordinality e(v, i) where i <= f.day)
union all select 'campaign not approved has no reviews and no start date', count(*)
  from campaign_facts where status in ('pending_approval', 'rejected') and (total > 0 or start_date is not null)
union all select 'campaign started has a start date', count(*)
  from campaign_facts where status in ('active', 'completed') and start_date is null
union all select 'cost = 20 x target', count(*)
  from campaigns where cost <> target_reviews * 20
union all select 'schedule sums to target with distribution_days entries', count(*)
  from campaign_facts
  where schedule_sum <> target_reviews or jsonb_array_length(distribution_schedule) <> distribution_days
union all select 'one review per campaign and reviewer', count(*) - count(distinct (campaign_id, user_id))
  from reviews
union all select 'reviewer is a user of the campaign''s city', count(*)
  from reviews r join profiles p on p.id = r.user_id join campaigns c on c.id = r.campaign_id
  where p.role <> 'user' or p.city is distinct from c.city
union all select 'campaign owner is a business (or the admin''s demo)', count(*)
  from campaigns c join profiles p on p.id = c.business_id where p.role not in ('business', 'admin')
union all select 'one payment of the cost per campaign, refunded when rejected', count(*)
  from campaigns c left join payments pay on pay.campaign_id = c.id
  where c.business_name <> 'Demo Restaurant' and (pay.id is null or pay.amount <> c.cost
    or pay.status <> case when c.status = 'rejected' then 'refunded' else 'succeeded' end)
union all select 'a rejected campaign has its reason', count(*)
  from campaigns where (status = 'rejected') <> (rejection_reason is not null)
union all select 'earnings: 5 for an approved review, 0 otherwise', count(*)
  from reviews where earnings <> case when status = 'approved' then 5 else 0 end
union all select 'one reward of 5 per approved review, none for others', count(*)
  from reviews r left join wallet_ledger l on l.review_id = r.id and l.reason = 'review_reward'
  where (r.status = 'approved') <> (l.id is not null) or l.amount <> 5 or l.user_id <> r.user_id
union all select 'payout debited once by its amount', count(*)
  from payouts p left join wallet_ledger l on l.payout_id = p.id and l.reason = 'payout_request'
  where l.id is null or l.amount <> -p.amount or l.user_id <> p.user_id
union all select 'rejected payout refunded, others not', count(*)
  from payouts p left join wallet_ledger l on l.payout_id = p.id and l.reason = 'payout_refund'
  where (p.status = 'rejected') <> (l.id is not null) or l.amount <> p.amount
union all select 'at most one pending payout per user', count(*)
  from (select user_id from payouts where status = 'pending' group by user_id having count(*) > 1) d
union all select 'payout amount >= 100', count(*)
  from payouts where amount < 100
union all select 'processed payout has processed_at, pending has not', count(*)
  from payouts where (status = 'pending') <> (processed_at is null)
union all select 'wallet balance >= 0', count(*)
  from profiles where wallet_balance < 0
union all select 'a reply is the campaign''s business''s, on an approved review', count(*)
  from review_replies rr join reviews r on r.id = rr.review_id join campaigns c on c.id = r.campaign_id
  where r.status <> 'approved' or rr.author_id <> c.business_id
union all select 'a flag names an earlier review of the same campaign', count(*)
  from review_flags f join reviews r on r.id = f.review_id join reviews e on e.id = f.earlier_review_id
  where e.campaign_id <> r.campaign_id or e.created_at >= r.created_at
union all select 'a review''s network and device are marks of its author', count(*)
  from reviews r
  where not exists (select 1 from client_marks m where m.profile_id = r.user_id
      and m.kind = 'network' and m.hash = r.network_hash)
    or not exists (select 1 from client_marks m where m.profile_id = r.user_id
      and m.kind = 'device' and m.hash = r.device_hash)
