-- HAND-WRITTEN (struggling readers, issue 11): keeps assessment_latest exact. After any change to an assessment, the
-- latest record of its student in its grade level and over all grades ('all') is read again from assessments: newest
-- assessment_date first, then the higher id (two writers at once: the newer record wins, never a primary-key error).
-- Then fills the table from the records already there.
CREATE OR REPLACE FUNCTION wren_assessment_latest_refresh(p_user uuid, p_grade text) RETURNS void AS $$
BEGIN
  DELETE FROM assessment_latest WHERE user_id = p_user AND grade_level IN (p_grade, 'all');
  INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
    SELECT user_id, grade_level, id, assessment_date, overall_score, category FROM assessments
    WHERE user_id = p_user AND grade_level = p_grade ORDER BY assessment_date DESC, id DESC LIMIT 1
    ON CONFLICT (user_id, grade_level) DO UPDATE SET assessment_id = EXCLUDED.assessment_id, assessment_date = EXCLUDED.assessment_date,
      overall_score = EXCLUDED.overall_score, category = EXCLUDED.category
      WHERE EXCLUDED.assessment_date >= assessment_latest.assessment_date;
  INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
    SELECT user_id, 'all', id, assessment_date, overall_score, category FROM assessments
    WHERE user_id = p_user ORDER BY assessment_date DESC, id DESC LIMIT 1
    ON CONFLICT (user_id, grade_level) DO UPDATE SET assessment_id = EXCLUDED.assessment_id, assessment_date = EXCLUDED.assessment_date,
      overall_score = EXCLUDED.overall_score, category = EXCLUDED.category
      WHERE EXCLUDED.assessment_date >= assessment_latest.assessment_date;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wren_assessment_latest() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM wren_assessment_latest_refresh(OLD.user_id, OLD.grade_level); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM wren_assessment_latest_refresh(NEW.user_id, NEW.grade_level); END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER assessments_latest AFTER INSERT OR UPDATE OR DELETE ON assessments FOR EACH ROW EXECUTE FUNCTION wren_assessment_latest();
--> statement-breakpoint
INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
  SELECT DISTINCT ON (user_id, grade_level) user_id, grade_level, id, assessment_date, overall_score, category
  FROM assessments ORDER BY user_id, grade_level, assessment_date DESC, id DESC;
--> statement-breakpoint
INSERT INTO assessment_latest (user_id, grade_level, assessment_id, assessment_date, overall_score, category)
  SELECT DISTINCT ON (user_id) user_id, 'all', id, assessment_date, overall_score, category
  FROM assessments ORDER BY user_id, assessment_date DESC, id DESC;
