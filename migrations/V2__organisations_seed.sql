-- The national authorities and the 31 provincial-level divisions (GB/T 2260 codes).
-- Unit codes: 0001 the national sports authority, 0002 the Chinese Chess Association; a province's
-- unit code is the first two digits of its administrative code followed by 00.
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
VALUES (NULL, 'NATIONAL', '国家体育总局', 'General Administration of Sport of China', '0001', NULL, CURRENT_TIMESTAMP);
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'ASSOCIATION', '中国国际象棋协会', 'Chinese Chess Association', '0002', NULL, CURRENT_TIMESTAMP
FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '北京市', 'Beijing', '1100', '110000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '天津市', 'Tianjin', '1200', '120000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '河北省', 'Hebei', '1300', '130000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '山西省', 'Shanxi', '1400', '140000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '内蒙古自治区', 'Inner Mongolia Autonomous Region', '1500', '150000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '辽宁省', 'Liaoning', '2100', '210000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '吉林省', 'Jilin', '2200', '220000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '黑龙江省', 'Heilongjiang', '2300', '230000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '上海市', 'Shanghai', '3100', '310000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '江苏省', 'Jiangsu', '3200', '320000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '浙江省', 'Zhejiang', '3300', '330000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '安徽省', 'Anhui', '3400', '340000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '福建省', 'Fujian', '3500', '350000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '江西省', 'Jiangxi', '3600', '360000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '山东省', 'Shandong', '3700', '370000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '河南省', 'Henan', '4100', '410000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '湖北省', 'Hubei', '4200', '420000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '湖南省', 'Hunan', '4300', '430000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '广东省', 'Guangdong', '4400', '440000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '广西壮族自治区', 'Guangxi Zhuang Autonomous Region', '4500', '450000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '海南省', 'Hainan', '4600', '460000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '重庆市', 'Chongqing', '5000', '500000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '四川省', 'Sichuan', '5100', '510000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '贵州省', 'Guizhou', '5200', '520000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '云南省', 'Yunnan', '5300', '530000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '西藏自治区', 'Xizang (Tibet) Autonomous Region', '5400', '540000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '陕西省', 'Shaanxi', '6100', '610000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '甘肃省', 'Gansu', '6200', '620000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '青海省', 'Qinghai', '6300', '630000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '宁夏回族自治区', 'Ningxia Hui Autonomous Region', '6400', '640000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
INSERT INTO organisation (parent_id, level, name_zh, name_en, unit_code, admin_code, created_at)
SELECT id, 'PROVINCIAL', '新疆维吾尔自治区', 'Xinjiang Uygur Autonomous Region', '6500', '650000', CURRENT_TIMESTAMP FROM organisation WHERE unit_code = '0001';
