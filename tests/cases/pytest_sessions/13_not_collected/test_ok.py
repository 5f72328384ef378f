def test_ok():
    pass
