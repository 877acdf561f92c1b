-- Decision 086: a name check stored with no holder's name may have been a pending validation
-- (RazorpayX answered 'created') or a technical failure, not an account that does not exist.
-- Nothing tells them apart, so they are forgotten: the next check asks RazorpayX again.
DELETE FROM "upi_checks" WHERE "holder_name" IS NULL;
