/**
 * Characters written only in Simplified Chinese: their Traditional form is a different character
 * (这/這, 报/報, 载/載…), and Traditional text never uses them. Hand-written for the language tests
 * (no converter such as opencc is installed): the common characters of an interface, leaving out
 * every character that Traditional text also uses (里, 面, 表, 干, 只, 台, 后, 系, 复…), so a hit is
 * always a real Simplified character. Not exhaustive: a rarer one slips through.
 */
const simplifiedOnly = new Set([
  ...'这们个来时对说会过还没发问间头长开关门车东书见现实学样话认让请给经结纪线级红约组织终统绝续网罗买卖读写钱银铁错锁验马鸟鱼龙气汇总权机杂条术农单双变库际阳阴陆险题额颜风飞馆饭贝账资费购质选进远运达连违逻递园图团国围场块坏声处备够夺奖妇孙宁宝审导寻尔层属岁岛币师帐带帮张强归录态恶惊忆战户护报担拥择挂损换据摄摆数断无旧显暂杀极构标树桥检楼欢残毕汉沟泽洁浅测济涨满滤灭灯灵灾炉点热爱独环电画疗盐监盘确礼离种积称稳穷竞笔签简类粮紧纸练细织绑绕绘络继绩维综绿缓编缘罚习联脑脚脸节苹药获营虑补装观规视览觉计订讨训议讯记讲许论设访证评识诉词译试询该详语误诸课谁调谈谢贡财责败货贯贴贵贷赏赔赠赢赶轨转轮软轻载较辅辆输边迁迟适遗邮针钟钢钥钻铃链销锅键镜闭闲阅队阶陈随隐难页项顺须顾预领频饮驱驶鲜鸡齐龄',
  ...'删启码务击状辑员号为与从业义乐亚产亲仅优传伤体价众档当应异弹挡两严丢乱争亏亿仓伞伟伪伦侠侣侦侧侨俭债倾偿储儿兑党兰兴养兽内册写军冯冲决况冻净凉减凑凤凭凿刘则刚创别剂剑剧劝办动励劲劳势勋区医华协卢卫却厅厉压厌县参叙叠叶叹吓吕吗吨听吴呜响哑唤啰喷嘱圆圣坚坝坞坟坠垄垒垦垫执扩扫扬扰抚抛抢拟拢拣拦拨挚挛挟挠挣挤挥捞捡捣掷掺揽搀搁搂搅摇摊撑撵擞',
]);

/** The Simplified-only characters of `text`, in order, each once. */
export function simplifiedOnlyIn(text: string): string[] {
  return [...new Set([...text].filter((character) => simplifiedOnly.has(character)))];
}
