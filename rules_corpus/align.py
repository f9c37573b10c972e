def align_rules(rules, terms):
    return None
