-- E-Learning statistics (docs/product.md §7 read-statistics, issue 14) count a member who did an
-- E-Learning and whose next repetition is not due yet as completed, not as due. A task given
-- by a completion (the next repetition) says so, so the counts need no look at earlier tasks.

ALTER TABLE elearning_task ADD COLUMN is_repeat boolean NOT NULL DEFAULT false;

UPDATE elearning_task t SET is_repeat = true
 WHERE t.completed_at IS NULL AND t.withdrawn_at IS NULL
   AND EXISTS (SELECT 1 FROM elearning_task p WHERE p.elearning_id = t.elearning_id AND p.member_id = t.member_id
                  AND p.completed_at IS NOT NULL AND p.withdrawn_at IS NULL);
