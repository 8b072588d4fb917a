-- A package's launch as the manifest states it (issue 70, "Launch exactly as CAM says"): the
-- launched item's adlcp:dataFromLMS, which the runtime hands the content as cmi.launch_data.
-- The item's parameters are part of launch_path already. At most 4096 characters (SCORM 1.2's
-- CMIString4096; 2004 allows 4000).
ALTER TABLE elearning_package ADD COLUMN launch_data text CHECK (char_length(launch_data) <= 4096);
