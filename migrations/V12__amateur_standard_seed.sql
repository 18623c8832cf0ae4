-- The amateur track (中国国际象棋协会 grades 大师, 候补大师, 一级 … 六级棋士) as a second standard.
-- The seeds give no criteria: every number below is an EDITABLE DEFAULT with its source.
--   Event levels per grade, minimum rounds (9 for 大师/候补大师, 7 for 一-六级), the 3-month claim
--   window: the association's published practice as recorded in DESIGN.md (业余等级条例实施细则,
--   2018 棋士等级称号条例, as reposted).
--   Score rates per grade: DEFAULTS TO BE CONFIRMED. The association's promotion table was not
--   found; Dengji seeds a ladder of 75/70/65/60/55/50/45/40 %.
--   norm_min_games = 9 is unused by amateur clauses (they carry min_rounds) but kept equal to the
--   national value so the column means the same thing everywhere.
-- Not evaluated (text only, standard_rule): advance registration and three national arbiters for
-- 大师/候补大师 events, time controls, conversion of national grades, voiding on false materials.
-- An amateur grading event's level is the level of its organiser (event_levels); results in the
-- individual categories imply their level (see EventLevel in the core).

INSERT INTO standard (code, version_no, based_on_code, name_zh, name_en, track, status, effective_from, effective_to,
                      norm_min_games, window_months, source_zh, source_en, published_at)
    VALUES ('CN-AMATEUR-1', 1, NULL, '国际象棋业余棋士等级标准', 'Amateur chess grade standard (Chinese Chess Association)', 'AMATEUR', 'PUBLISHED',
            DATE '2018-01-01', NULL, 9, 3,
            '中国国际象棋协会业余等级条例实施细则及2018年棋士等级称号条例（转载）；得分率为待确认的默认值。',
            'Chinese Chess Association amateur grading practice (业余等级条例实施细则; 2018 棋士等级称号条例, as reposted; DESIGN.md). Score rates are defaults to be confirmed. effective_from 2018-01-01 follows the 2018 regulations.',
            TIMESTAMP '2018-01-01 00:00:00');

INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'EVENT_LEVELS', '业余', '(一)', 10,
            '全国比赛可授予各级称号；省级比赛授予一至六级；地市级比赛授予二至六级；县级比赛授予三至六级。',
            'National events may grant every grade; provincial events grades 1-6; prefecture events grades 2-6; county events grades 3-6.');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'MIN_ROUNDS', '业余', '(二)', 20,
            '授予大师、候补大师的比赛不少于9轮（每天不超过4轮），每局不少于120分钟；一至六级不少于7轮，每局不少于60分钟。',
            'Events granting Master or Candidate master: at least 9 rounds (at most 4 a day) and 120 minutes a game; grades 1-6: at least 7 rounds and 60 minutes.');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'REGISTRATION', '业余', '(三)', 30,
            '大师、候补大师比赛须事先向协会备案，并由至少三名国家级裁判执裁。',
            'Master and Candidate master events are registered with the association in advance and run by at least three national arbiters.');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'CLAIM_WINDOW', '业余', '(四)', 40,
            '等级称号须在比赛结束后3个月内申报。', 'A grade is claimed within 3 months of the event.');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'SCORE_RATE', '业余', '(五)', 50,
            '按得分率（得分÷满分）晋级，各级得分率见各条（默认值，待确认）。',
            'A grade is earned by a score rate (points / maximum points) set per grade (defaults, to be confirmed).');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'CONVERSION', '业余', '(六)', 60,
            '持有国家等级称号者可换算：一级棋士换大师，二级换候补大师，三级换一级；在全国比赛中得分率不低于65%者亦可。',
            'Holders of national grades convert (First class to Master, Second to Candidate master, Third to grade 1), as does a score of at least 65% at a national event.');
INSERT INTO standard_rule (standard_id, rule_code, article, item, sort_order, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'FALSE_MATERIALS', '业余', '(七)', 70,
            '提供虚假材料者，取消其所获等级及其后所获全部等级。', 'False materials void the grade and every later one.');

INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_MASTER', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_CANDIDATE_MASTER', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_FIRST', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_SECOND', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_THIRD', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_FOURTH', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_FIFTH', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');
INSERT INTO standard_authority (standard_id, title, approver_level, granted_units_may, filed_with_above, clause_ref, text_zh, text_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AMATEUR_SIXTH', 'NATIONAL', FALSE, FALSE, '业余 授予', '业余等级称号由中国国际象棋协会授予。', 'Amateur grades are granted by the Chinese Chess Association.');

-- The grades, highest first: one SCORE_RATE clause each.
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-M', NULL, 10, 'AMATEUR_MASTER', 'ALL', '业余 大师 (1)', 'SCORE_RATE', 'NATIONAL', 9, 0.7500, 1, '在全国业余等级赛中（不少于9轮）得分率达到75%', 'Score rate of at least 75% over at least 9 rounds in an amateur grading event at national level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率75%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 75% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-CM', NULL, 20, 'AMATEUR_CANDIDATE_MASTER', 'ALL', '业余 候补大师 (1)', 'SCORE_RATE', 'NATIONAL', 9, 0.7000, 1, '在全国业余等级赛中（不少于9轮）得分率达到70%', 'Score rate of at least 70% over at least 9 rounds in an amateur grading event at national level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率70%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 70% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-1', NULL, 30, 'AMATEUR_FIRST', 'ALL', '业余 一级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL', 7, 0.6500, 1, '在全国、省级业余等级赛中（不少于7轮）得分率达到65%', 'Score rate of at least 65% over at least 7 rounds in an amateur grading event at national, provincial level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率65%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 65% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-2', NULL, 40, 'AMATEUR_SECOND', 'ALL', '业余 二级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL,PREFECTURE', 7, 0.6000, 1, '在全国、省级、地市级业余等级赛中（不少于7轮）得分率达到60%', 'Score rate of at least 60% over at least 7 rounds in an amateur grading event at national, provincial, prefecture level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率60%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 60% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-3', NULL, 50, 'AMATEUR_THIRD', 'ALL', '业余 三级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL,PREFECTURE,COUNTY', 7, 0.5500, 1, '在全国、省级、地市级、县级业余等级赛中（不少于7轮）得分率达到55%', 'Score rate of at least 55% over at least 7 rounds in an amateur grading event at national, provincial, prefecture, county level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率55%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 55% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-4', NULL, 60, 'AMATEUR_FOURTH', 'ALL', '业余 四级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL,PREFECTURE,COUNTY', 7, 0.5000, 1, '在全国、省级、地市级、县级业余等级赛中（不少于7轮）得分率达到50%', 'Score rate of at least 50% over at least 7 rounds in an amateur grading event at national, provincial, prefecture, county level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率50%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 50% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-5', NULL, 70, 'AMATEUR_FIFTH', 'ALL', '业余 五级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL,PREFECTURE,COUNTY', 7, 0.4500, 1, '在全国、省级、地市级、县级业余等级赛中（不少于7轮）得分率达到45%', 'Score rate of at least 45% over at least 7 rounds in an amateur grading event at national, provincial, prefecture, county level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率45%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 45% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
INSERT INTO standard_clause (standard_id, clause_key, parent_key, sort_order, title, gender_scope, clause_ref, kind, event_levels, min_rounds, min_rate, times, text_zh, text_en, interpretation_zh, interpretation_en)
    VALUES ((SELECT id FROM standard WHERE code = 'CN-AMATEUR-1'), 'AM-6', NULL, 80, 'AMATEUR_SIXTH', 'ALL', '业余 六级棋士 (1)', 'SCORE_RATE', 'NATIONAL,PROVINCIAL,PREFECTURE,COUNTY', 7, 0.4000, 1, '在全国、省级、地市级、县级业余等级赛中（不少于7轮）得分率达到40%', 'Score rate of at least 40% over at least 7 rounds in an amateur grading event at national, provincial, prefecture, county level', '级别与轮次按中国国际象棋协会公布的做法（DESIGN.md）；得分率40%为待确认的默认值（协会晋级表未找到），可修改。', 'Event levels and minimum rounds follow the associations published practice (DESIGN.md: national events all grades, provincial 一-六级, prefecture 二-六级, county 三-六级; 9 rounds for 大师 and 候补大师, 7 for 一-六级). The 40% rate is a DEFAULT TO BE CONFIRMED: the associations promotion table was not found; Dengji placeholder ladder 75/70/65/60/55/50/45/40%.');
