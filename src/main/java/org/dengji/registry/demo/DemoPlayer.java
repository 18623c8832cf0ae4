package org.dengji.registry.demo;

import java.time.LocalDate;
import java.util.List;

/** A made-up player of the demo registry: names in Chinese and pinyin, sex, rating, birth date. */
record DemoPlayer(String nameZh, String pinyin, boolean woman, int rating, LocalDate born) {

    /** Twenty men and ten women, strongest first within each list. */
    static final List<DemoPlayer> MEN = list(false, 2650,
            "王浩然 Wang Haoran", "李子轩 Li Zixuan", "张宇航 Zhang Yuhang", "刘思远 Liu Siyuan",
            "陈俊杰 Chen Junjie", "杨博文 Yang Bowen", "赵天宇 Zhao Tianyu", "黄志强 Huang Zhiqiang",
            "周明轩 Zhou Mingxuan", "吴嘉豪 Wu Jiahao", "徐一鸣 Xu Yiming", "孙文博 Sun Wenbo",
            "胡晨阳 Hu Chenyang", "朱峻熙 Zhu Junxi", "高子豪 Gao Zihao", "林浩宇 Lin Haoyu",
            "何俊熙 He Junxi", "郭宇轩 Guo Yuxuan", "马骏 Ma Jun", "罗一凡 Luo Yifan");

    static final List<DemoPlayer> WOMEN = list(true, 2450,
            "王雨涵 Wang Yuhan", "李欣怡 Li Xinyi", "张梓涵 Zhang Zihan", "刘诗琪 Liu Shiqi",
            "陈雅婷 Chen Yating", "杨紫萱 Yang Zixuan", "赵梦洁 Zhao Mengjie", "黄思彤 Huang Sitong",
            "周佳怡 Zhou Jiayi", "吴若曦 Wu Ruoxi");

    private static List<DemoPlayer> list(boolean women, int topRating, String... names) {
        java.util.ArrayList<DemoPlayer> players = new java.util.ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            String[] parts = names[i].split(" ", 2);
            LocalDate born = LocalDate.of(1995 + i % 12, 1 + i % 12, 1 + (i * 7) % 28);
            players.add(new DemoPlayer(parts[0], parts[1], women, topRating - 25 * i, born));
        }
        return List.copyOf(players);
    }
}
