def find_inconsistencies(rules):
    return []
