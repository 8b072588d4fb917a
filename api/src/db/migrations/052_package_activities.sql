-- A package's activity tree (issue 70, "Multi-SCO courses"): the default organization's items as
-- the manifest states them, each a cluster or a leaf with its launch, and SCORM 2004's sequencing
-- kept with each (manifest-activities.ts writes the shape). The player shows and delivers it.
-- Packages stored before have none: they play their one launch_path as before.
ALTER TABLE elearning_package ADD COLUMN activities jsonb;
