-- A notification.created change now lists the person's notifications written together
-- (`notifications`) instead of holding one (`notification`): recorded ones still to be replayed
-- or consumed take the new shape.
UPDATE "changes"
SET "data" = ("data" - 'notification') || jsonb_build_object('notifications', jsonb_build_array("data" -> 'notification'))
WHERE "type" = 'notification.created' AND "data" ? 'notification';
