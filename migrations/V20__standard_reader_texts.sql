-- What the public reads apart from what the editors wrote for themselves.
-- standard.source_* and standard_clause.interpretation_* keep the editors' records (where a number
-- came from, what was decided and where it is written down); only administrators see them from now
-- on. The reader's texts get their own columns, written for players, parents and coaches:
--   standard.about_*        the source of the standard, cited for readers
--   standard_clause.note_*  how a clause is read, where that needs saying
-- A draft copy carries both. One general rule of the amateur standard had an editors' remark inside
-- its text; that text is rewritten (the rule itself is unchanged).
-- Portable SQL: runs unchanged on H2 and PostgreSQL.

ALTER TABLE standard ADD COLUMN about_zh VARCHAR(500);
ALTER TABLE standard ADD COLUMN about_en VARCHAR(1000);
ALTER TABLE standard_clause ADD COLUMN note_zh VARCHAR(500);
ALTER TABLE standard_clause ADD COLUMN note_en VARCHAR(1000);

-- Rows are matched by their text, not by code, so that draft copies made before this migration
-- get the readers' texts too.
UPDATE standard SET about_zh = '《国际象棋升级规则》第一条至第三条。',
                    about_en = 'The Chess Promotion Rules, articles 1 to 3.'
    WHERE track = 'NATIONAL' AND source_zh LIKE '种子文件000%';
UPDATE standard SET about_zh = '中国国际象棋协会《业余等级条例实施细则》及2018年《棋士等级称号条例》。',
                    about_en = 'The Chinese Chess Association''s rules for amateur grades and its 2018 regulations on player grades.'
    WHERE track = 'AMATEUR' AND source_zh LIKE '中国国际象棋协会业余等级条例实施细则%';

UPDATE standard_clause SET note_zh = '名次更好的成绩同样计入本条。',
                           note_en = 'A better place also counts toward this clause.'
    WHERE interpretation_en LIKE 'Rank range starts at 1: a better place counts%';
UPDATE standard_clause SET note_zh = '胜率＝得分÷对局数（弃权局不计）。等级称号赛按该赛为此称号规定的胜率；国际性比赛按本标准规定的胜率（第二条（三））。两次须为两个不同的比赛，每次对局数不少于本标准规定的最少对局数。',
                           note_en = 'The rate is points divided by games played (forfeits excluded). In a title tournament it must reach the rate that tournament prescribes for this title; in an international event, the rate this standard prescribes (article 2 (3)). The two results must come from two different events, each with at least the minimum number of games this standard sets.'
    WHERE interpretation_en LIKE 'A norm is points / games%';
UPDATE standard_clause SET note_zh = '原文此处未写“个人赛”，按行业体协、计划单列市个人赛理解。',
                           note_en = 'The original text leaves out "individual championship" here; it is read as the industry association or plan-listed city individual championship.'
    WHERE interpretation_en LIKE 'The seed omits "individual championship" here%';
UPDATE standard_clause SET note_zh = '第32名同时在一级棋士 (1) 的范围内（原文如此），按较高的称号评定。',
                           note_en = 'Rank 32 is also within First class (1), as the original text has it; the higher title is awarded.'
    WHERE interpretation_en LIKE 'Overlaps First class (1) at rank 32%';
UPDATE standard_clause SET note_zh = '第24名同时在一级棋士 (1) 的范围内（原文如此），按较高的称号评定。',
                           note_en = 'Rank 24 is also within First class (1), as the original text has it; the higher title is awarded.'
    WHERE interpretation_en LIKE 'Overlaps First class (1) at rank 24%';
UPDATE standard_clause SET note_zh = '两项须同时满足。持有国际特级大师称号也满足“国际大师”一项；女子国际大师称号不满足。',
                           note_en = 'Both parts must be met. The FIDE Grandmaster title also meets the International Master part; the Woman International Master title does not.'
    WHERE interpretation_en LIKE 'Both parts must hold. A FIDE GM title%';
UPDATE standard_clause SET note_zh = '特级国际大师即国际棋联特级大师称号；女子特级大师称号不满足本条。',
                           note_en = 'The title meant is FIDE Grandmaster; the Woman Grandmaster title does not meet this clause.'
    WHERE interpretation_en LIKE '%is the FIDE Grandmaster title (GM); WGM does not satisfy it.';
UPDATE standard_clause SET note_zh = '冠亚军即第1名和第2名。',
                           note_en = 'Champion and runner-up: first and second place.'
    WHERE interpretation_en = 'Champion and runner-up: ranks 1 to 2.';
UPDATE standard_clause SET note_zh = '可授予本级称号的比赛级别和最少轮次按中国国际象棋协会公布的做法。各级得分率为暂行数值，以协会公布的晋级表为准。',
                           note_en = 'The event levels and the minimum rounds follow the Chinese Chess Association''s published practice. The score rate for each grade is provisional: the association''s published promotion table prevails.'
    WHERE interpretation_en LIKE 'Event levels and minimum rounds follow the associations published practice%';

UPDATE standard_rule SET text_zh = '按得分率（得分÷满分）晋级，各级的得分率见各条。',
                         text_en = 'A grade is earned by a score rate (points divided by the maximum points) set for each grade.'
    WHERE rule_code = 'SCORE_RATE' AND text_zh LIKE '%（默认值，待确认）。';
